import type { TideStationSummary } from "#core/tidePredictions";
import { TIDE_PROVENANCE } from "#core/tidePredictions";
import { zoneName } from "#core/zoneName";
import { distanceLabel } from "./tideFormat";

// Where the numbers come from (docs/product.md "Tide predictions"): the station, whether it
// predicts from its own constants or from a reference station's with offsets, how far it is from
// the spot, the datum, and that these are predictions.
export const STATION_TYPE_TEXT = {
  reference: "Reference station: predicted from its own harmonic constants",
  subordinate:
    "Subordinate station: a reference station's predictions with this station's time and height offsets",
} as const;

export function TideProvenance({ station, timeZone }: { station: TideStationSummary; timeZone: string }) {
  return (
    <section
      aria-labelledby="tide-provenance-heading"
      className="rounded-lg border bg-muted/40 p-4 text-sm"
      data-testid="tide-provenance"
    >
      <h3 id="tide-provenance-heading" className="font-semibold">
        About these predictions
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted-foreground">Station</dt>
        <dd>
          {station.name} (NOAA {station.id})
        </dd>
        <dt className="font-medium text-muted-foreground">Type</dt>
        <dd>{STATION_TYPE_TEXT[station.type]}</dd>
        <dt className="font-medium text-muted-foreground">Distance</dt>
        <dd>
          {station.distanceKm === null ? "Unknown" : `${distanceLabel(station.distanceKm)} from this spot`}
        </dd>
        <dt className="font-medium text-muted-foreground">Datum</dt>
        <dd>Heights in feet above mean lower low water (MLLW); times in {zoneName(timeZone)}</dd>
      </dl>
      <p className="mt-2 font-medium">{TIDE_PROVENANCE}</p>
    </section>
  );
}
