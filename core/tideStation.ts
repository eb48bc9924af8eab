// Which station's predictions a location gets (docs/product.md "Prediction station"): the name table first,
// else the nearest station in the database within 25 km, else the region table, else the
// north-coast default. The external chart link keeps its own rule (tideChartStation in ./stations).

import { DEFAULT_TIDE_STATION, tideStationByName, tideStationByRegion, usesOregonTables } from "./stations";

export const NEAREST_STATION_MAX_KM = 25;

export type StationChoiceReason = "name" | "nearest" | "region" | "default";

/** The nearest station the tide database found, by its public id (e.g. "9437262"). */
export type NearbyStation = { id: string; distanceKm: number };

export type PredictionStation = { id: string; reason: StationChoiceReason };

export function predictionStation(location: {
  name: string;
  region?: string | null;
  state?: string | null;
  nearest?: NearbyStation | null;
}): PredictionStation {
  const oregon = usesOregonTables(location);
  const byName = oregon ? tideStationByName(location.name) : null;
  if (byName) return { id: byName, reason: "name" };
  const { nearest } = location;
  if (nearest && nearest.distanceKm <= NEAREST_STATION_MAX_KM) return { id: nearest.id, reason: "nearest" };
  const byRegion = oregon ? tideStationByRegion(location.region) : null;
  if (byRegion) return { id: byRegion, reason: "region" };
  return { id: DEFAULT_TIDE_STATION, reason: "default" };
}
