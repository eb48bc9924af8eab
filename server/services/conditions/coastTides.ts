// The coast's tides at a glance: highs and lows, sunrise and sunset at a state's coast stations
// (Oregon's: the spec's table), with a few of the state's locations near each. The home page shows today ("Today on the
// water"), /tide-info today and tomorrow. Station-days come from the shared tide cache, so a
// page view costs the sun times and one location query.

import {
  type CoastTidesAnswer,
  coastStationIdsFor,
  NEARBY_LOCATIONS_PER_STATION,
  pickNearbyLocations,
  stationNameKeys,
} from "#core/coastTides";
import { curatedState } from "#core/curatedStates";
import { tideQuerySchema } from "#core/schemas";
import { TIDE_DATUM, TIDE_PROVENANCE, TIDE_UNITS } from "#core/tidePredictions";
import { PACIFIC_TIME_ZONE, toZoneIso, zoneDays, zoneToday } from "#core/zoneClock";
import type { Database } from "#server/db/client.server";
import { findTidalLocationsNear } from "../locations";
import { sunTimes } from "./conditions";
import { extremeAnswers, findTideStation, publicStationId, type TideCache, tideDay } from "./tides";

// The stations belong to no one spot; they are the coast's, read on the state's own clock (its
// profile's first zone: Pacific on the West Coast, Central on the Gulf, Eastern in Georgia, Alaska
// and Hawaii time), which the pages that show them name (docs/product.md "Time zones").
function coastTimeZone(state: string): string {
  return curatedState(state)?.timeZones[0] ?? PACIFIC_TIME_ZONE;
}

export async function getCoastTides(
  db: Database,
  options: { cache: TideCache; days?: number; today?: string; state?: string },
): Promise<CoastTidesAnswer> {
  const state = options.state ?? "Oregon";
  const coastZone = coastTimeZone(state);
  const { days } = tideQuerySchema.parse({ days: options.days ?? 1 });
  const dates = zoneDays(coastZone, options.today ?? zoneToday(coastZone), days).map((day) => day.date);
  const stations = await Promise.all(
    coastStationIdsFor(state).map(async (id) => {
      const station = await findTideStation(id);
      // The spec's table names stations the database must hold (a unit test checks every one).
      if (!station) throw new Error(`Tide station ${id} is not in the tide database`);
      return station;
    }),
  );
  // Read north to south, the way the coast is driven and the way tide tables list it.
  stations.sort((a, b) => b.latitude - a.latitude);
  const candidates = await findTidalLocationsNear(db, {
    points: stations.map((station) => ({
      latitude: station.latitude,
      longitude: station.longitude,
      nameKeys: stationNameKeys(publicStationId(station.id)),
    })),
    // A few more than the pick keeps: the index orders by degrees, the pick by kilometres.
    nearest: NEARBY_LOCATIONS_PER_STATION + 5,
    // The state's own spots: Toke Point is as near Oregon's Columbia spots as Washington's.
    state,
  });
  return {
    datum: TIDE_DATUM,
    units: TIDE_UNITS,
    provenance: TIDE_PROVENANCE,
    timeZone: coastZone,
    stations: stations.map((station) => {
      const id = publicStationId(station.id);
      const here = { latitude: station.latitude, longitude: station.longitude };
      return {
        station: { id, name: station.name, type: station.type, ...here },
        days: dates.map((date) => {
          const sun = sunTimes({ ...here, date, timeZone: coastZone });
          return {
            date,
            extremes: extremeAnswers([tideDay(options.cache, station, date, coastZone)]),
            sunrise: sun.sunrise ? toZoneIso(coastZone, sun.sunrise) : null,
            sunset: sun.sunset ? toZoneIso(coastZone, sun.sunset) : null,
          };
        }),
        nearby: pickNearbyLocations({ id, ...here }, candidates),
      };
    }),
  };
}
