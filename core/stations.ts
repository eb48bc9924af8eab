// docs/product.md "Tide stations" and "Tide chart station".

// The name table.
export const TIDE_STATION_BY_NAME: Readonly<Record<string, string>> = {
  "Tillamook Bay": "9437540",
  "Deschutes River": "9439040",
  "Rogue River": "9431011",
  "Columbia River": "9439040",
  "Nestucca Bay": "9437540",
  "Siletz Bay": "9435380",
  "Nehalem River": "9437540",
  "Siuslaw River": "9434132",
  "Alsea Bay": "9435380",
};

// The region table.
export const TIDE_STATION_BY_REGION: Readonly<Record<string, string>> = {
  "North Coast": "9437540",
  "Central Coast": "9435380",
  "South Coast": "9431011",
  "Portland Area": "9439040",
  "Willamette Valley": "9439040",
  "Southern Oregon": "9431011",
  "Eastern Oregon": "9439040",
  "Central Oregon": "9435380",
};

// The default: the north coast station.
export const DEFAULT_TIDE_STATION = "9437540";

// A station chosen by location name. Location names carry extra words
// ("Rogue River - Lobster Creek"), so a table name anywhere in the name counts.
export function tideStationByName(name: string): string | null {
  const lower = name.toLowerCase();
  for (const [key, station] of Object.entries(TIDE_STATION_BY_NAME)) {
    if (lower.includes(key.toLowerCase())) return station;
  }
  return null;
}

// Else by region. Regions are a fixed list, so the whole region must match
// (ignoring case and surrounding spaces): "Central Coast" and "Central Oregon" differ.
export function tideStationByRegion(region: string | null | undefined): string | null {
  if (region == null) return null;
  const wanted = region.trim().toLowerCase();
  for (const [key, station] of Object.entries(TIDE_STATION_BY_REGION)) {
    if (key.toLowerCase() === wanted) return station;
  }
  return null;
}

/**
 * The name and region tables are Oregon's: a Washington "Columbia River - Vancouver" or a
 * California "North Coast" spot is not theirs (docs/product.md "Prediction station").
 */
export function usesOregonTables(location: { state?: string | null }): boolean {
  return (location.state ?? "Oregon") === "Oregon";
}

// The chart link's station: by name, else by region, else the default; outside Oregon, the
// station the predictions use (its caller's), else the default.
export function tideChartStation(
  location: { name: string; region?: string | null; state?: string | null },
  predictionStationId?: string | null,
): string {
  if (!usesOregonTables(location)) return predictionStationId ?? DEFAULT_TIDE_STATION;
  return tideStationByName(location.name) ?? tideStationByRegion(location.region) ?? DEFAULT_TIDE_STATION;
}

// The national ocean service's tide prediction chart for a station.
export function tideChartUrl(stationId: string): string {
  return `https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=${encodeURIComponent(stationId)}`;
}
