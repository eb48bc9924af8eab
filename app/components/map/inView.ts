import type { MapAnswer, MapLocation } from "#app/lib/locationTypes";
import type { MapBox } from "#core/mapBox";

// Enough to scan at a glance; zooming in narrows the list.
export const IN_VIEW_LIMIT = 24;

/**
 * The first `limit` locations of the answer, keeping the selected one among them: the button
 * that was just chosen (and has focus) stays in the list when the map moves to it.
 */
export function listedLocations(
  locations: readonly MapLocation[],
  selectedId: number | null,
  limit: number,
): MapLocation[] {
  const shown = locations.slice(0, limit);
  if (selectedId === null || shown.some((l) => l.id === selectedId)) return shown;
  const selected = locations.find((l) => l.id === selectedId);
  return selected ? [...shown.slice(0, limit - 1), selected] : shown;
}

/**
 * "1 location", "2,500 locations", or with a kind "12 Chinook Salmon locations": the same text on
 * the server and in every browser.
 */
export function locationCount(count: number, kind?: string): string {
  const noun = count === 1 ? "location" : "locations";
  return `${groupThousands(count)} ${kind ? `${kind} ${noun}` : noun}`;
}

// By hand rather than toLocaleString("en-US"): its first call loads the browser's number
// formatting data, which made the map page's hydration a long task on a phone.
function groupThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** What the line above the list says about it. */
export function inViewSummary(listed: number, total: number): string {
  if (total === 0) return "No locations in this part of the map.";
  if (listed === 0)
    return `${locationCount(total)} in view, all in numbered clusters. Zoom in or open a cluster to list them.`;
  if (listed < total)
    return `Showing ${listed} of ${locationCount(total)} in view. Zoom in or open a numbered cluster to see more.`;
  return `${locationCount(total)} in view.`;
}

/**
 * The clusters and locations of `answer` placed inside `box`. The server answers for the view it
 * was asked about; the server-rendered first answer covers a desktop-wide view, and a phone's
 * map shows half of it: the markers it cannot show are not built.
 */
export function markersWithin(answer: MapAnswer, box: MapBox): Pick<MapAnswer, "clusters" | "locations"> {
  const inside = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
    latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
  return { clusters: answer.clusters.filter(inside), locations: answer.locations.filter(inside) };
}
