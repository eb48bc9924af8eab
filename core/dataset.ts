import { CURATED_STATES, type CuratedState, curatedState } from "./curatedStates";
import { FISH_TYPE_VALUES } from "./fishTypeList";
import { type LocationRecord, locationRecordSchema } from "./schemas";
import { parseSeasonRange } from "./seasons";
import { TIDE_STATION_BY_NAME } from "./stations";

// The curated dataset is reviewed like code; these are the checks a reviewer would make.

const OREGON_COASTAL_REGIONS = new Set(["North Coast", "Central Coast", "South Coast"]);

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

// The Coast Range crest runs near 123.4°W–123.6°W; Oregon's coastal waters lie west of it.
const COAST_RANGE_LONGITUDE = -123.5;
// docs/product.md "Seasons": bestSeasons is a month range such as Mar-May.
const SEASON_FORMAT =
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;
// Coordinates carry four decimals (about 10 m), as the sources give them rounded.
const FOUR_DECIMALS = /^-?\d{1,3}\.\d{4}$/;

export type DatasetOptions = {
  /** The state the file is for: every record must be of it (data/states/{file}.json). */
  state?: string;
  /** The zone at a point (a boundary library on the server); without it, zones are not checked. */
  zoneAt?: (latitude: number, longitude: number) => string;
};

export type DatasetCheck = { records: LocationRecord[]; problems: string[] };

export function checkDataset(json: unknown, options: DatasetOptions = {}): DatasetCheck {
  if (!Array.isArray(json))
    return { records: [], problems: ["The file must hold a JSON array of locations"] };
  const problems: string[] = [];
  const records: LocationRecord[] = [];
  const seen = new Set<string>();
  const statesSeen = new Set<string>();
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
    if (options.state && r.state !== options.state) problems.push(`${label}: state must be ${options.state}`);
    const state = curatedState(r.state);
    if (!state) {
      problems.push(
        `${label}: state "${r.state}" is not curated (${CURATED_STATES.map((s) => s.state).join(", ")})`,
      );
      return;
    }
    statesSeen.add(state.state);
    problems.push(...recordProblems(r, state, options).map((problem) => `${label}: ${problem}`));
  });
  if (statesSeen.has("Oregon")) {
    for (const name of Object.keys(TIDE_STATION_BY_NAME)) {
      if (!seen.has(name.toLowerCase()))
        problems.push(`The station-table water "${name}" (docs/product.md "Tide stations") is missing`);
    }
  }
  return { records, problems };
}

/** What a reviewer checks of one record of a curated state. */
function recordProblems(r: LocationRecord, state: CuratedState, options: DatasetOptions): string[] {
  const problems: string[] = [];
  if (!state.regions.includes(r.region)) problems.push(`unknown region "${r.region}" in ${state.state}`);
  const lat = Number(r.latitude);
  const lon = Number(r.longitude);
  const { south, north, west, east } = state.bounds;
  if (lat < south || lat > north || lon < west || lon > east) {
    problems.push(`${r.latitude}, ${r.longitude} is outside ${state.state}`);
  }
  if (!FOUR_DECIMALS.test(r.latitude) || !FOUR_DECIMALS.test(r.longitude)) {
    problems.push(`coordinates must carry four decimals (${r.latitude}, ${r.longitude})`);
  }
  if (state.state === "Oregon" && OREGON_COASTAL_REGIONS.has(r.region) && lon > COAST_RANGE_LONGITUDE) {
    problems.push(
      `a ${r.region} water must lie west of the Coast Range (longitude < ${COAST_RANGE_LONGITUDE})`,
    );
  }
  for (const fish of r.fishTypes) {
    if (!(FISH_TYPE_VALUES as readonly string[]).includes(fish)) problems.push(`unknown fish type "${fish}"`);
  }
  for (const facility of r.facilities ?? []) {
    if (!(FACILITIES as readonly string[]).includes(facility))
      problems.push(`unknown facility "${facility}"`);
  }
  if (!SEASON_FORMAT.test(r.bestSeasons) || !parseSeasonRange(r.bestSeasons)) {
    problems.push(`bestSeasons "${r.bestSeasons}" is not a range such as Mar-May`);
  }
  // A Great Lakes spot gets no tide predictions (decision 048): tide info would promise them.
  if (r.greatLake && r.tideInfo)
    problems.push("a Great Lakes spot has no tideInfo: its lake has no tides to fish by");
  if (state.coordinatesSourceRequired && !r.coordinatesSource) {
    problems.push("coordinatesSource is required: where do the coordinates come from?");
  }
  if (state.coordinatesSourceRequired && r.usgsSite && !r.usgsSiteName) {
    problems.push(`usgsSiteName is required with ${r.usgsSite}: the gauge's official name`);
  }
  if (r.timeZone && !state.timeZones.includes(r.timeZone)) {
    problems.push(`time zone ${r.timeZone} is not one of ${state.state}'s (${state.timeZones.join(", ")})`);
  }
  // A record without a zone gets its coordinates' zone when it is written; one with a zone must
  // name that one.
  if (options.zoneAt && r.timeZone) {
    const zone = options.zoneAt(lat, lon);
    if (r.timeZone !== zone) problems.push(`timeZone ${r.timeZone} is not the coordinates' zone, ${zone}`);
  }
  return problems;
}
