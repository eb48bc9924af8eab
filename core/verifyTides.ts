// The tides check of `npm run data -- verify`: a tidal spot's prediction station, chosen as the
// product chooses it (./tideStation), must be in the tide database and near the spot.
import { NEAREST_STATION_MAX_KM, type StationChoiceReason } from "./tideStation";

export type ChosenStation =
  | { id: string; inDatabase: false }
  | { id: string; reason: StationChoiceReason; inDatabase: true; name: string; distanceKm: number };

export function tideProblem(choice: ChosenStation): string | null {
  if (!choice.inDatabase) return `tide station ${choice.id} is not in the tide database`;
  if (choice.distanceKm <= NEAREST_STATION_MAX_KM) return null;
  // docs/product.md "Tide predictions": the spec's name table comes first, whatever the distance
  // (Nestucca Bay reads Garibaldi's tides, 41 km north, as Oregon's tide tables do).
  if (choice.reason === "name") return null;
  const how =
    choice.reason === "default"
      ? "the default station: none lies within 25 km"
      : `chosen by ${choice.reason}`;
  return `tide station ${choice.id} ${choice.name} is ${choice.distanceKm.toFixed(1)} km away, more than ${NEAREST_STATION_MAX_KM} km (${how})`;
}
