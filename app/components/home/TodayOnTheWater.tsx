import { Waves } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { RiversRow } from "#app/components/conditions/RiversRow";
import { StationCard } from "#app/components/conditions/tides/StationCard";
import { TidesUnavailable } from "#app/components/conditions/tides/TidesUnavailable";
import type { CoastTidesAnswer } from "#core/coastTides";
import { HomeSection } from "./HomeSection";

// docs/product.md "Today on the water": today's highs and lows, sunrise and sunset at the state's
// coast stations ("Tide stations" for Oregon), with the state's spots near each; for a state
// without coast stations, its rivers now, at the gauges of its spots.
export function TodayOnTheWater({
  state,
  tides = true,
  coast,
  coastTime = "Pacific time",
  rivers,
}: {
  /** The state whose coast stations these are. */
  state: string;
  /** Whether the state has coast stations: else the section is its rivers. */
  tides?: boolean;
  coast: CoastTidesAnswer | null;
  /** The clock the coast's times are on, as anglers name it ("Central time"). */
  coastTime?: string;
  /** The rivers row (docs/product.md "Live conditions"), streamed by the home loader. */
  rivers?: ComponentProps<typeof RiversRow>["rivers"];
}) {
  if (!tides)
    return (
      <HomeSection
        id="today-on-the-water"
        headingId="today-on-the-water-heading"
        title="Today on the water"
        lead={`The flow of ${state}'s rivers now, at the USGS gauges of our spots.`}
        onFirstScreen
        flushBottom
      >
        {rivers ? (
          <RiversRow rivers={rivers} empty={`No ${state} river gauges in our guide yet.`} />
        ) : (
          <p className="text-muted-foreground">{`No ${state} river gauges in our guide yet.`}</p>
        )}
      </HomeSection>
    );
  return (
    <HomeSection
      id="today-on-the-water"
      headingId="today-on-the-water-heading"
      title="Today on the water"
      lead={`High and low tides and sun times at the main coast stations. ${coastTime.charAt(0).toUpperCase()}${coastTime.slice(1)}, heights in feet above MLLW.`}
      onFirstScreen
      flushBottom
      action={
        <Link
          to="/tide-info#coast-tides"
          className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Waves className="size-4" aria-hidden />
          Tomorrow's tides and the guide
        </Link>
      }
    >
      {coast && coast.stations.length === 0 ? (
        <p className="text-muted-foreground">{`No ${state} tide stations in our guide yet.`}</p>
      ) : coast ? (
        <>
          {/* On a phone the stations scroll sideways, the next card peeking in, so the block stays
              one card tall; from 640 px they sit in a grid. */}
          <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5">
            {coast.stations.map((station) => (
              <li key={station.station.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
                <StationCard station={station} />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted-foreground">{coast.provenance}</p>
        </>
      ) : (
        <TidesUnavailable />
      )}
      {rivers && <RiversRow rivers={rivers} />}
    </HomeSection>
  );
}
