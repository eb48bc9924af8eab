// The coast's tides at a glance (the home page's "Today on the water" and the live tides of
// /tide-info): the stations of the name table, and which locations link from each.

import { curatedState } from "./curatedStates";
import { type Coordinates, distanceKm } from "./distance";
import { TIDE_STATION_BY_NAME } from "./stations";
import type { TIDE_DATUM, TIDE_PROVENANCE, TIDE_UNITS, TideExtremeAnswer } from "./tidePredictions";

// The name table of docs/product.md "Tide stations": the stations anglers on the coast know (Garibaldi for
// Tillamook, Astoria for the Columbia, Gold Beach for the Rogue, Southbeach for Siletz and
// Alsea, Siuslaw for Florence), each once.
export const COAST_TIDE_STATION_IDS: readonly string[] = [...new Set(Object.values(TIDE_STATION_BY_NAME))];

/**
 * A state's coast stations ("Today on the water", /tide-info): its profile's `coastStations`
 * (data/state-profiles/), Oregon's those of the name table; none for a state without a coast.
 */
export function coastStationIdsFor(state: string): readonly string[] {
  return curatedState(state)?.coastStations ?? [];
}

/** The name table's names whose tides come from this station ("Tillamook Bay" for 9437540). */
export function stationNameKeys(stationId: string): string[] {
  return Object.entries(TIDE_STATION_BY_NAME)
    .filter(([, station]) => station === stationId)
    .map(([name]) => name);
}

// Links from a station go to spots an angler would fish by its table, not to spots a long
// drive away: 60 km covers a bay and its rivers (Siletz Bay is 35 km from Southbeach).
export const NEARBY_LOCATION_MAX_KM = 60;
export const NEARBY_LOCATIONS_PER_STATION = 3;

export type NearbyCandidate = Coordinates & { id: number; name: string };
export type NearbyLocation = { id: number; name: string; distanceKm: number };

/**
 * Up to three locations for a station: first those the name table sends to it (their
 * predictions are this station's), then the nearest others, each group nearest first.
 */
export function pickNearbyLocations(
  station: Coordinates & { id: string },
  candidates: NearbyCandidate[],
  options: { limit?: number; maxKm?: number } = {},
): NearbyLocation[] {
  const limit = options.limit ?? NEARBY_LOCATIONS_PER_STATION;
  const maxKm = options.maxKm ?? NEARBY_LOCATION_MAX_KM;
  const keys = stationNameKeys(station.id).map((key) => key.toLowerCase());
  const named = (name: string) => keys.some((key) => name.toLowerCase().includes(key));
  return candidates
    .map((c) => ({
      id: c.id,
      name: c.name,
      distanceKm: Math.round(distanceKm(station, c) * 10) / 10,
      byName: named(c.name),
    }))
    .filter((c) => c.distanceKm <= maxKm)
    .sort(
      (a, b) =>
        Number(b.byName) - Number(a.byName) ||
        a.distanceKm - b.distanceKm ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    )
    .slice(0, limit)
    .map(({ byName: _byName, ...rest }) => rest);
}

export type CoastStationDay = {
  date: string;
  extremes: TideExtremeAnswer[];
  sunrise: string | null;
  sunset: string | null;
};

export type CoastStationTides = {
  station: { id: string; name: string; type: "reference" | "subordinate" } & Coordinates;
  days: CoastStationDay[];
  nearby: NearbyLocation[];
};

export type CoastTidesAnswer = {
  datum: typeof TIDE_DATUM;
  units: typeof TIDE_UNITS;
  provenance: typeof TIDE_PROVENANCE;
  /** The IANA zone the times are given in: the state's own (its profile's first zone). */
  timeZone: string;
  /** North to south. */
  stations: CoastStationTides[];
};
