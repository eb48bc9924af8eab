import { ExternalLink } from "~/components/ui/external-link";
import type { Location } from "~/lib/locationTypes";
import { tideChartStation, tideChartUrl } from "../../../core/stations";

// Spec 2 "Weather & Tides tab: the tide info text labelled as updated hourly and a link to an
// external tide prediction chart for a station chosen by location name, or by region as a
// fallback ... Without tide info it says No Tide Data Available."
export function TidesTab({ location }: { location: Location }) {
  const station = tideChartStation(location);
  return (
    <section aria-labelledby="tides-heading" className="grid gap-4">
      {location.tideInfo ? (
        <div>
          <h2 id="tides-heading" className="text-2xl font-bold tracking-tight">
            Tide Information
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Updated hourly</p>
          <p className="mt-3 max-w-3xl leading-relaxed">{location.tideInfo}</p>
        </div>
      ) : (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <h2 id="tides-heading" className="text-xl font-semibold">
            No Tide Data Available
          </h2>
        </div>
      )}
      <p>
        <ExternalLink
          href={tideChartUrl(station)}
          showIcon
          className="font-medium text-primary underline underline-offset-4"
        >
          View tide prediction chart (station {station})
        </ExternalLink>
      </p>
    </section>
  );
}
