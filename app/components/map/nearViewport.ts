// Half a screen ahead: the map's code (about 50 kB compressed) and its first tiles have the time
// it takes to scroll that far, and a map the visitor never scrolls to costs nothing. A module of
// its own, since the islands' page script reads it too and must not carry React.
export const NEAR_VIEWPORT_MARGIN = "50% 0px";
