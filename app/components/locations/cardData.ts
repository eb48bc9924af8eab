import type { Location } from "#app/lib/locationTypes";

/**
 * What a location card shows and its info popover and the directory's filters read: the home's
 * lists hand the browser these fields only. The full location (permits, coordinates, gauge,
 * time zone) belongs to its own page, and the directory's island would carry it 73 times.
 */
export const CARD_FIELDS = [
  "id",
  "name",
  "region",
  "fishTypes",
  "bestSeasons",
  "facilities",
  "accessibility",
  "description",
  "tideInfo",
] as const satisfies readonly (keyof Location)[];

export type LocationCardData = Pick<Location, (typeof CARD_FIELDS)[number]>;

/** A location as its card needs it: the fields above, read from the one list. */
export function cardData(location: LocationCardData): LocationCardData {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, location[field]])) as LocationCardData;
}
