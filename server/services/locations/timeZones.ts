import { find } from "geo-tz";
import { curatedState } from "#core/curatedStates";

// docs/product.md "Time zones": a spot keeps the zone of its coordinates, from the time zone
// boundaries geo-tz carries (no network). Its boundaries follow county lines closely enough to put
// Lake Owyhee in Mountain time and Brownlee Reservoir, a few miles north, in Pacific time.

const FALLBACK_ZONE = "America/Los_Angeles";

/** The IANA zone at a point; a point offshore of every land zone keeps its state's first zone. */
export function zoneAt(latitude: number, longitude: number, state?: string): string {
  const zone = find(latitude, longitude).find((name) => !name.startsWith("Etc/"));
  return zone ?? curatedState(state ?? "")?.timeZones[0] ?? FALLBACK_ZONE;
}
