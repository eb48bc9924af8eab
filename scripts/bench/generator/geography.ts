// Where generated waters lie: every state as a few boxes drawn inside its land (rough, but no
// point falls in the ocean or a neighbouring state), Oregon by the curated dataset's regions,
// and the Oregon coastline for tidal spots. Coordinates are decimal degrees, west negative.

import { US_STATES } from "#core/states";
import type { Random } from "./random";

export type Box = { south: number; north: number; west: number; east: number };

const box = (south: number, north: number, west: number, east: number): Box => ({ south, north, west, east });

/** Boxes inside each state's land; Oregon's are its regions (below). */
export const STATE_BOXES: Record<string, Box[]> = {
  Washington: [box(46.5, 48.3, -123.9, -121.0), box(46.1, 48.9, -120.5, -117.1)],
  California: [
    box(38.0, 41.9, -122.5, -120.1),
    box(35.5, 37.5, -120.8, -118.3),
    box(33.5, 35.0, -117.3, -115.0),
  ],
  Alabama: [box(31.2, 34.8, -88.0, -85.3)],
  Alaska: [box(62.0, 68.0, -158.0, -142.0)],
  Arizona: [box(31.6, 36.9, -114.0, -109.1)],
  Arkansas: [box(33.1, 36.4, -94.3, -90.7)],
  Colorado: [box(37.05, 40.95, -109.0, -102.1)],
  Connecticut: [box(41.35, 42.0, -73.5, -71.85)],
  Delaware: [box(38.5, 39.5, -75.75, -75.45)],
  Florida: [box(27.0, 29.5, -82.4, -81.0), box(30.4, 31.0, -87.4, -84.9)],
  Georgia: [box(31.0, 34.9, -85.1, -82.0)],
  Hawaii: [box(19.4, 20.0, -155.8, -155.2), box(21.35, 21.6, -158.1, -157.8)],
  Idaho: [box(42.1, 44.0, -116.9, -111.1), box(44.0, 45.5, -116.5, -114.5), box(46.0, 48.9, -116.9, -116.1)],
  Illinois: [box(38.5, 42.4, -90.5, -87.8)],
  Indiana: [box(38.5, 41.6, -87.4, -85.0)],
  Iowa: [box(40.7, 43.4, -95.8, -91.3)],
  Kansas: [box(37.05, 39.95, -101.9, -95.0)],
  Kentucky: [box(36.7, 38.2, -88.0, -83.0)],
  Louisiana: [box(30.5, 32.9, -93.6, -91.5)],
  Maine: [box(44.3, 46.5, -70.5, -68.0)],
  Maryland: [box(39.2, 39.7, -78.0, -76.8)],
  Massachusetts: [box(42.1, 42.7, -73.2, -71.2)],
  Michigan: [box(42.2, 45.0, -86.0, -84.0), box(46.0, 46.8, -89.5, -85.0)],
  Minnesota: [box(43.6, 47.5, -96.3, -92.8)],
  Mississippi: [box(31.0, 34.9, -90.8, -88.5)],
  Missouri: [box(36.6, 40.3, -94.5, -90.5)],
  Montana: [box(45.0, 48.9, -112.0, -104.1), box(46.5, 48.9, -115.5, -112.0)],
  Nebraska: [box(40.05, 42.95, -101.9, -96.5), box(41.05, 42.95, -104.0, -102.1)],
  Nevada: [box(39.1, 41.9, -119.9, -114.1), box(36.0, 39.0, -117.0, -114.1)],
  "New Hampshire": [box(43.0, 44.5, -72.0, -71.1)],
  "New Jersey": [box(39.5, 40.9, -75.0, -74.3)],
  "New Mexico": [box(32.0, 36.95, -108.9, -103.1)],
  "New York": [box(42.1, 44.8, -78.5, -73.8)],
  "North Carolina": [box(35.0, 36.5, -82.0, -77.0)],
  "North Dakota": [box(46.0, 48.95, -103.9, -97.0)],
  Ohio: [box(39.2, 41.4, -84.7, -80.7)],
  Oklahoma: [box(34.5, 36.95, -99.5, -95.0), box(36.55, 36.95, -102.9, -100.1)],
  Pennsylvania: [box(39.8, 41.95, -80.4, -75.5)],
  "Rhode Island": [box(41.6, 41.98, -71.78, -71.45)],
  "South Carolina": [box(33.3, 34.9, -82.3, -79.8)],
  "South Dakota": [box(43.0, 45.9, -103.9, -96.8)],
  Tennessee: [box(35.05, 36.5, -89.5, -82.5)],
  Texas: [box(29.5, 33.5, -101.0, -95.5), box(31.0, 34.5, -103.0, -101.0)],
  Utah: [box(37.05, 40.95, -113.9, -109.1), box(41.0, 41.95, -113.9, -111.1)],
  Vermont: [box(43.0, 44.9, -73.2, -72.2)],
  Virginia: [box(36.6, 38.5, -81.0, -77.2)],
  "West Virginia": [box(37.6, 39.4, -81.8, -79.8)],
  Wisconsin: [box(42.6, 46.0, -91.5, -88.2)],
  Wyoming: [box(41.05, 44.95, -110.9, -104.1)],
};

/** The curated dataset's Oregon regions, each as a box of its land. */
export const OREGON_REGION_BOXES: Record<string, Box> = {
  "North Coast": box(45.0, 46.2, -123.95, -123.55),
  "Central Coast": box(43.9, 45.0, -124.0, -123.55),
  "South Coast": box(42.05, 43.8, -124.1, -123.6),
  "Portland Area": box(45.35, 45.65, -122.95, -122.35),
  "Willamette Valley": box(43.9, 45.3, -123.2, -122.3),
  "Southern Oregon": box(42.1, 43.4, -123.7, -121.9),
  "Central Oregon": box(43.4, 44.9, -122.0, -120.4),
  "Eastern Oregon": box(42.1, 45.9, -120.3, -116.7),
};

export const OREGON_COASTAL_REGIONS = ["North Coast", "Central Coast", "South Coast"] as const;

/** Inland Oregon regions and how many waters each holds, roughly as the curated dataset does. */
const OREGON_INLAND_WEIGHTS: readonly (readonly [string, number])[] = [
  ["Portland Area", 8],
  ["Willamette Valley", 20],
  ["Southern Oregon", 14],
  ["Central Oregon", 14],
  ["Eastern Oregon", 14],
];

// The Oregon shoreline from the Columbia's mouth to the California line: [latitude, longitude].
const OREGON_COAST: readonly (readonly [number, number])[] = [
  [46.22, -123.96],
  [46.0, -123.93],
  [45.75, -123.96],
  [45.5, -123.95],
  [45.25, -123.97],
  [45.0, -124.01],
  [44.75, -124.06],
  [44.5, -124.08],
  [44.25, -124.11],
  [44.0, -124.12],
  [43.75, -124.17],
  [43.5, -124.25],
  [43.25, -124.4],
  [43.0, -124.45],
  [42.85, -124.55],
  [42.6, -124.4],
  [42.4, -124.42],
  [42.2, -124.36],
  [42.0, -124.21],
];

/** Longitude of the Oregon shore at a latitude (linear between the points above). */
export function oregonShoreLongitude(latitude: number): number {
  for (let i = 1; i < OREGON_COAST.length; i++) {
    const [northLat, northLon] = OREGON_COAST[i - 1] as readonly [number, number];
    const [southLat, southLon] = OREGON_COAST[i] as readonly [number, number];
    if (latitude <= northLat && latitude >= southLat) {
      const t = (northLat - latitude) / (northLat - southLat);
      return northLon + t * (southLon - northLon);
    }
  }
  throw new Error(`${latitude} is off the Oregon coast`);
}

export const OREGON_COAST_SOUTH = 42.0;
export const OREGON_COAST_NORTH = 46.22;

/** Oregon weighted most, then its neighbours; every state has some waters. */
export const STATE_WEIGHTS: readonly (readonly [string, number])[] = US_STATES.map((state) => {
  const weight: Record<string, number> = { Oregon: 40, Washington: 10, California: 8, Idaho: 4, Montana: 2 };
  return [state, weight[state] ?? 36 / 45] as const;
});

export function oregonCoastalRegion(latitude: number): (typeof OREGON_COASTAL_REGIONS)[number] {
  if (latitude >= 45.0) return "North Coast";
  if (latitude >= 43.85) return "Central Coast";
  return "South Coast";
}

export type Place = { state: string; region: string; latitude: number; longitude: number; coastal: boolean };

function pointIn(random: Random, area: Box): { latitude: number; longitude: number } {
  return {
    latitude: random.between(area.south, area.north),
    longitude: random.between(area.west, area.east),
  };
}

// Regions outside Oregon: which part of the state a point lies in.
function compassRegion(state: string, area: Box, latitude: number, longitude: number): string {
  const boxes = STATE_BOXES[state] ?? [area];
  const south = Math.min(...boxes.map((b) => b.south));
  const north = Math.max(...boxes.map((b) => b.north));
  const west = Math.min(...boxes.map((b) => b.west));
  const east = Math.max(...boxes.map((b) => b.east));
  const ns = (latitude - south) / (north - south);
  const we = (longitude - west) / (east - west);
  const vertical = ns > 0.62 ? "Northern" : ns < 0.38 ? "Southern" : "";
  const horizontal = we > 0.62 ? "Eastern" : we < 0.38 ? "Western" : "";
  if (!vertical && !horizontal) return `Central ${state}`;
  if (vertical && horizontal)
    return `${vertical.replace("ern", "")}${horizontal.replace("ern", "").toLowerCase()}ern ${state}`;
  return `${vertical || horizontal} ${state}`;
}

/** A place on the Oregon coast: on the shore or up to a few kilometres inland. */
export function oregonCoastPlace(random: Random): Place {
  const latitude = random.between(OREGON_COAST_SOUTH, OREGON_COAST_NORTH);
  const longitude = oregonShoreLongitude(latitude) + random.between(0.004, 0.06);
  return { state: "Oregon", region: oregonCoastalRegion(latitude), latitude, longitude, coastal: true };
}

/** A place in `state`, away from the coast (Oregon's coastal regions come from oregonCoastPlace). */
export function inlandPlace(random: Random, state: string): Place {
  if (state === "Oregon") {
    const region = random.weighted(OREGON_INLAND_WEIGHTS);
    const area = OREGON_REGION_BOXES[region] as Box;
    return { state, region, ...pointIn(random, area), coastal: false };
  }
  const area = random.pick(STATE_BOXES[state] ?? []);
  const point = pointIn(random, area);
  return {
    state,
    region: compassRegion(state, area, point.latitude, point.longitude),
    ...point,
    coastal: false,
  };
}

/** True when a point lies where the generator may put a water of `state`. */
export function isInState(state: string, latitude: number, longitude: number): boolean {
  const inside = (b: Box) =>
    latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
  if (state === "Oregon") {
    if (Object.values(OREGON_REGION_BOXES).some(inside)) return true;
    return (
      latitude >= OREGON_COAST_SOUTH &&
      latitude <= OREGON_COAST_NORTH &&
      longitude > oregonShoreLongitude(latitude) &&
      longitude < oregonShoreLongitude(latitude) + 0.07
    );
  }
  return (STATE_BOXES[state] ?? []).some(inside);
}
