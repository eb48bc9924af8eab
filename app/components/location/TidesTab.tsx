import type { ReactNode } from "react";
import { SunAndMoon } from "#app/components/conditions/tides/SunAndMoon";
import { TidesUnavailable } from "#app/components/conditions/tides/TidesUnavailable";
import { TideWeekPanel } from "#app/components/conditions/tides/TideWeekPanel";
import type { TideTabData } from "#app/components/conditions/tides/tideWeek";
import { ExternalLink } from "#app/components/ui/external-link";
import type { Location } from "#app/lib/locationTypes";
import { greatLakeTidesText } from "#core/greatLakes";
import { tideChartStation, tideChartUrl } from "#core/stations";

// docs/product.md "Weather & Tides tab": the tide info text, labelled as updated hourly, or No
// Tide Data Available; our own predictions for locations with tide info (chart, 7-day table,
// provenance); the day's sun and moon for every location; and the external chart link for the
// station of "Tide chart station".
export function TidesTab({
  location,
  data,
  live,
}: {
  location: Location;
  data?: TideTabData;
  /** The live parts (river, forecast, outlook), streamed after the rest of the page. */
  live?: ReactNode;
}) {
  const station = tideChartStation(location, data?.tides?.station.id);
  const hasTideInfo = Boolean(location.tideInfo);
  // Predictions need real tide info; blank text has none (as the loader decides).
  const tidal = Boolean(location.tideInfo?.trim());
  // The loader reads today first; without predictions there is no other day to show.
  const today = data
    ? Object.values(data.conditions).sort((a, b) => a.date.localeCompare(b.date))[0]
    : undefined;
  return (
    <section aria-labelledby="tides-heading" className="grid gap-6">
      {hasTideInfo ? (
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
          {location.greatLake && (
            <p className="mt-2 text-muted-foreground">{greatLakeTidesText(location.greatLake)}</p>
          )}
        </div>
      )}
      {tidal && data?.tides ? (
        <TideWeekPanel tides={data.tides} conditions={data.conditions} now={data.renderedAt} />
      ) : (
        <>
          {tidal && data && <TidesUnavailable />}
          {today && data && <SunAndMoon conditions={today} isToday timeZone={data.timeZone} />}
        </>
      )}
      {live}
      {/* A Great Lake has no tide station to chart; elsewhere the nearest coast's chart. */}
      {!location.greatLake && (
        <p>
          <ExternalLink
            href={tideChartUrl(station)}
            showIcon
            className="font-medium text-primary underline underline-offset-4"
          >
            View tide prediction chart (station {station})
          </ExternalLink>
        </p>
      )}
    </section>
  );
}
