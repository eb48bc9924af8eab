import { Link } from "react-router";

type Place = { alertId: number; locationId: number | null; locationName: string };

/** The places an address has alerts for; each links to its location when it has one. */
export function PlaceLinks({ places }: { places: readonly Place[] }) {
  // One line per place, however many alerts watch it.
  const seen = new Set<string>();
  const distinct = places.filter((p) => {
    const key = `${p.locationId ?? ""}|${p.locationName}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <ul className="grid gap-2">
      {distinct.map((place) => (
        <li key={place.alertId} className="flex items-baseline gap-2">
          <span aria-hidden className="text-primary">
            •
          </span>
          {place.locationId != null ? (
            <Link
              to={`/locations/${place.locationId}?tab=tide-alerts`}
              className="font-medium break-words text-primary underline underline-offset-2"
            >
              {place.locationName}
            </Link>
          ) : (
            <span className="font-medium break-words">{place.locationName}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
