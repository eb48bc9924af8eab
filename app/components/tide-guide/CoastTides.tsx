import { Waves } from "lucide-react";
import { StationCard } from "#app/components/conditions/tides/StationCard";
import { TidesUnavailable } from "#app/components/conditions/tides/TidesUnavailable";
import { Section } from "#app/components/layout/Section";
import type { CoastTidesAnswer } from "#core/coastTides";

// Live tides beside the static guide (docs/product.md "Tide Info page"): today's and tomorrow's
// highs and lows at the coast stations, minus tides named, and where the numbers come from.
export function CoastTides({
  coast,
  state = "Oregon",
  coastTime = "Pacific time",
}: {
  coast: CoastTidesAnswer | null;
  state?: string;
  /** The clock the times are on, as anglers name it ("Central time"). */
  coastTime?: string;
}) {
  return (
    <Section
      id="coast-tides"
      title="Tides on the coast, today and tomorrow"
      icon={<Waves />}
      intro={`Predicted highs and lows at the stations ${state} anglers plan by, north to south. ${capitalised(coastTime)}, heights in feet above mean lower low water (MLLW); a low below 0.0 ft is a minus tide.`}
    >
      {coast ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {coast.stations.map((station) => (
              <li key={station.station.id}>
                <StationCard station={station} dayLabels={["Today", "Tomorrow"]} showType />
              </li>
            ))}
          </ul>
          <p className="mt-4 max-w-3xl text-sm text-muted-foreground">
            Reference stations are predicted from their own harmonic constants; subordinate stations from a
            reference station's, with their own time and height offsets. {coast.provenance}
          </p>
        </>
      ) : (
        <TidesUnavailable />
      )}
    </Section>
  );
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
