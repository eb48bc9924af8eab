import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { mapUrl } from "#app/lib/apiPaths";
import type { MapAnswer } from "#app/lib/locationTypes";
import type { MapViewport } from "./LocationsMap";

// Arrow keys and quick zooms move the map several times in a row: ask once it rests.
export const VIEWPORT_SETTLE_MS = 200;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The server's clusters and locations for the map's viewport (decision 021), of every location
 * of one state or (null) every state,
 * or of those with the fish type `fish`, asked again after every move and zoom. The previous
 * answer stays on the map while the next one loads; before the map has reported a viewport, and
 * until its first answer has come, `initial` (the server-rendered view) stands in.
 */
export function useViewportAnswer(
  viewport: MapViewport | null,
  state: string | null,
  fish: string | undefined,
  initial: MapAnswer | undefined,
): { answer: MapAnswer | undefined; isError: boolean; busy: boolean } {
  const settled = useSettled(viewport, VIEWPORT_SETTLE_MS);
  const url = settled ? mapUrl(settled.box, settled.zoom, state, fish) : null;
  const query = useQuery<MapAnswer>({
    queryKey: [url],
    enabled: url !== null,
    // The first answer for the map's own size (a phone's is narrower than the server-rendered
    // view) replaces the server's view without taking its markers and list away meanwhile:
    // the markers both hold stay as they are.
    placeholderData: (previous) => previous ?? initial,
  });
  // Busy from the moment the map moves until the answer for where it rests has come.
  const busy = settled !== viewport || query.isFetching;
  if (url === null) return { answer: initial, isError: false, busy };
  return { answer: query.data, isError: query.isError, busy };
}
