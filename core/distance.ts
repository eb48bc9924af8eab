// Great-circle distance on a spherical Earth (haversine), the same model the tide database uses
// for its nearest-station search, so "within 25 km" means the same on both sides.

const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export type Coordinates = { latitude: number; longitude: number };

export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coordinates are stored as text (docs/product.md "Fishing location"); null when either is not a number. */
export function parseCoordinates(location: { latitude: string; longitude: string }): Coordinates | null {
  const latitude = Number(location.latitude);
  const longitude = Number(location.longitude);
  if (location.latitude.trim() === "" || location.longitude.trim() === "") return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
