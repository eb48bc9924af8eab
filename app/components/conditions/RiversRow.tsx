import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { RiverNowItem } from "#core/water";
import { FLOW_TREND_TEXT } from "./flowTrendText";
import type { LivePart } from "./liveConditions";
import { PartUnavailable, spotMoment } from "./SourceLine";

function RiverCard({ river }: { river: RiverNowItem }) {
  return (
    <Link
      to={`/locations/${river.locationId}?tab=tides`}
      className="block h-full rounded-lg border bg-card p-3 hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="block font-semibold">{river.river}</span>
      <span className="block text-xs text-muted-foreground">{river.spot}</span>
      {river.flow ? (
        <>
          <span className="mt-1 block text-lg font-semibold">
            {Math.round(river.flow.value).toLocaleString("en-US")} {river.flow.unit}
          </span>
          <span className="block text-sm">
            {river.trend ? FLOW_TREND_TEXT[river.trend] : "Trend not known"}
          </span>
          <span className="block text-xs text-muted-foreground">
            {river.stale ? "Last reading " : ""}
            {spotMoment(river.flow.time, river.timeZone)}
          </span>
        </>
      ) : (
        <span className="mt-1 block text-sm text-muted-foreground">No reading right now</span>
      )}
    </Link>
  );
}

function Rivers({ part, empty }: { part: LivePart<RiverNowItem[] | null>; empty?: string }) {
  if (part.ok && (part.value === null || part.value.length === 0))
    return empty ? <p className="text-muted-foreground">{empty}</p> : null;
  return (
    <section aria-labelledby="rivers-now-heading" className="mt-6" data-live-part="rivers-now">
      <h3 id="rivers-now-heading" className="text-lg font-semibold">
        Rivers now
      </h3>
      <p className="text-sm text-muted-foreground">
        Flow at the USGS gauges of the main rivers, with the last day's trend.
      </p>
      <div className="mt-3">
        {part.ok && part.value ? (
          <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
            {part.value.map((river) => (
              <li key={river.locationId} className="w-[60%] shrink-0 snap-start sm:w-auto">
                <RiverCard river={river} />
              </li>
            ))}
          </ul>
        ) : (
          <PartUnavailable message={part.ok ? "" : part.message} />
        )}
      </div>
    </section>
  );
}

/** Home "Today on the water": the rivers row, streamed after the rest of the page. */
export function RiversRow({
  rivers,
  empty,
}: {
  rivers: Promise<LivePart<RiverNowItem[] | null>> | LivePart<RiverNowItem[] | null>;
  /** What to say when there is no river to show (a state whose rivers lead its page). */
  empty?: string;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={rivers} errorElement={null}>
        {(part) => <Rivers part={part} empty={empty} />}
      </Await>
    </Suspense>
  );
}
