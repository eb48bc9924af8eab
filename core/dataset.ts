import { FISH_TYPE_VALUES } from "./fishTypes";
import { OREGON_REGIONS } from "./regions";
import { type LocationRecord, locationRecordSchema } from "./schemas";
import { parseSeasonRange } from "./seasons";
import { TIDE_STATION_BY_NAME } from "./stations";

// The curated dataset is reviewed like code; these are the checks a reviewer would make.

export { OREGON_REGIONS };

const COASTAL_REGIONS = new Set(["North Coast", "Central Coast", "South Coast"]);

/** The controlled vocabulary that the amenity filters match (docs/product.md "Filter matching"). */
export const FACILITIES = [
  "Boat Launch",
  "Boat Ramps",
  "Camping",
  "Restrooms",
  "Guides",
  "Fish Cleaning Station",
  "Bait Shop",
  "Parking",
  "Pier",
  "Dock",
  "Marina",
  "Picnic Area",
  "Crab Rental",
  "Fishing Platform",
] as const;

// Oregon's bounding box: 41.99°N (California line) to 46.29°N (Columbia), 124.6°W to 116.46°W.
const OREGON = { south: 41.99, north: 46.3, west: -124.7, east: -116.45 };
// The Coast Range crest runs near 123.4°W–123.6°W; coastal waters lie west of it.
const COAST_RANGE_LONGITUDE = -123.5;
// docs/product.md "Seasons": bestSeasons is a month range such as Mar-May.
const SEASON_FORMAT =
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;

export type DatasetCheck = { records: LocationRecord[]; problems: string[] };

export function checkDataset(json: unknown): DatasetCheck {
  if (!Array.isArray(json))
    return { records: [], problems: ["The file must hold a JSON array of locations"] };
  const problems: string[] = [];
  const records: LocationRecord[] = [];
  const seen = new Set<string>();
  json.forEach((raw, index) => {
    const parsed = locationRecordSchema.safeParse(raw);
    const label = `#${index + 1} ${typeof raw?.name === "string" ? raw.name : "(no name)"}`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${label}: ${issue.path.join(".")}: ${issue.message}`);
      return;
    }
    const r = parsed.data;
    records.push(r);
    const key = r.name.toLowerCase();
    if (seen.has(key)) problems.push(`${label}: the name is used twice`);
    seen.add(key);
    if (!(OREGON_REGIONS as readonly string[]).includes(r.region))
      problems.push(`${label}: unknown region "${r.region}"`);
    const lat = Number(r.latitude);
    const lon = Number(r.longitude);
    if (r.state !== "Oregon") problems.push(`${label}: state must be Oregon`);
    if (lat < OREGON.south || lat > OREGON.north || lon < OREGON.west || lon > OREGON.east) {
      problems.push(`${label}: ${r.latitude}, ${r.longitude} is outside Oregon`);
    }
    if (COASTAL_REGIONS.has(r.region) && lon > COAST_RANGE_LONGITUDE) {
      problems.push(
        `${label}: a ${r.region} water must lie west of the Coast Range (longitude < ${COAST_RANGE_LONGITUDE})`,
      );
    }
    for (const fish of r.fishTypes) {
      if (!(FISH_TYPE_VALUES as readonly string[]).includes(fish))
        problems.push(`${label}: unknown fish type "${fish}"`);
    }
    for (const facility of r.facilities ?? []) {
      if (!(FACILITIES as readonly string[]).includes(facility))
        problems.push(`${label}: unknown facility "${facility}"`);
    }
    if (!SEASON_FORMAT.test(r.bestSeasons) || !parseSeasonRange(r.bestSeasons)) {
      problems.push(`${label}: bestSeasons "${r.bestSeasons}" is not a range such as Mar-May`);
    }
  });
  for (const name of Object.keys(TIDE_STATION_BY_NAME)) {
    if (!seen.has(name.toLowerCase()))
      problems.push(`The station-table water "${name}" (docs/product.md "Tide stations") is missing`);
  }
  return { records, problems };
}
