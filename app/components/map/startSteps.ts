// How much of a map's start goes in one task. Sized for a phone's CPU, about six times slower
// than a desktop's (decision 025): there a task over 50 ms delays the page's answer to a tap.

/**
 * Tiles added per task (gradualTileLayer.ts): each starts an image request, 12-15 ms on such a
 * phone by Lighthouse's measure.
 */
export const TILES_PER_TASK = 3;

/** Markers drawn per painted frame on /map (ClusterLayer.tsx): about 7 ms each with React's share. */
export const MARKERS_PER_FRAME = 5;
