import type { Station } from "@neaps/tide-database";
import { distanceKm } from "#core/distance";
import type { VerifyEnvironment } from "#core/verifyRecords";
import { chooseTideStation, loadTideDatabase } from "#server/services/conditions";
import { zoneAt } from "#server/services/locations";
import { stateOutlines } from "./stateOutlines";

// What the offline checks read from libraries: the Census outlines, geo-tz's zones (as the
// server gives a spot its zone) and the tide database (as the server chooses a station).

/** A few times STATION_POINT_KM: enough to find the station a point was copied from. */
const STATION_SEARCH_KM = 0.2;
const isTide = (station: Station) => station.kind === "tide";

export async function verifyEnvironment(today: string): Promise<VerifyEnvironment> {
  const database = await loadTideDatabase();
  const outlines = stateOutlines();
  return {
    today,
    outline: (state) => outlines.get(state),
    otherOutlines: (state) => [...outlines].filter(([name]) => name !== state).map(([, outline]) => outline),
    zoneAt: (latitude, longitude, state) => zoneAt(latitude, longitude, state),
    async tideStation(record) {
      try {
        const { station, reason, summary } = await chooseTideStation(record);
        const km = distanceKm(
          { latitude: Number(record.latitude), longitude: Number(record.longitude) },
          station,
        );
        return { id: summary.id, name: station.name, reason, inDatabase: true, distanceKm: km };
      } catch (error) {
        // The product's tables named a station the database lacks (chooseTideStation says which).
        const id = /Tide station (\S+) is not/.exec((error as Error).message)?.[1];
        if (!id) throw error;
        return { id, inDatabase: false };
      }
    },
    tideStationAt(latitude, longitude) {
      const found = database.nearest({
        latitude,
        longitude,
        maxDistance: STATION_SEARCH_KM,
        includeAll: true,
        filter: isTide,
      });
      if (!found) return null;
      const [station, km] = found;
      return { id: station.source.id, name: station.name, distanceKm: km };
    },
  };
}
