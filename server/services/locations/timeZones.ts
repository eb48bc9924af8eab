import { find } from "geo-tz";
import { curatedState } from "#core/curatedStates";

// docs/product.md "Time zones": a spot keeps the zone of its coordinates, from the time zone
// boundaries geo-tz carries (no network). Its boundaries follow county lines closely enough to put
// Lake Owyhee in Mountain time and Brownlee Reservoir, a few miles north, in Pacific time.

const FALLBACK_ZONE = "America/Los_Angeles";

/**
 * The IANA zone at a point. A point offshore of every land zone, or coordinates that are no
 * position (docs/product.md "Fishing location": text that is not a number), keep their state's
 * first zone.
 */
export function zoneAt(latitude: number, longitude: number, state?: string): string {
  const onEarth = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180; // false for NaN too
  const zone = onEarth ? find(latitude, longitude).find((name) => !name.startsWith("Etc/")) : undefined;
  return zone ?? curatedState(state ?? "")?.timeZones[0] ?? FALLBACK_ZONE;
}
