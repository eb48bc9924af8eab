import { useEffect } from "react";
import { preconnect } from "react-dom";
import { useTileConfig } from "./tileConfig";
import { tilePreconnectOrigin } from "./tileOrigin";

/**
 * Opens the connection to the tile server once `starting` is true, while the map's code is
 * still on its way: for a map that starts late (the location page's, when scrolled to), whose
 * page does not preconnect in its head. React adds the link once, whoever asks.
 */
export function useTilePreconnect(starting: boolean): void {
  const tileUrl = useTileConfig()?.tileUrl;
  useEffect(() => {
    if (!starting) return;
    const origin = tilePreconnectOrigin(tileUrl, window.location.href);
    if (origin) preconnect(origin);
  }, [starting, tileUrl]);
}
