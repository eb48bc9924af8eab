import { Link } from "react-router";
import { Card } from "#app/components/ui/card";
import type { CoastStationTides } from "#core/coastTides";
import { ExtremesList } from "./ExtremesList";
import { clockTime, longDay } from "./tideFormat";

// One coast station in the overviews: its highs and lows for one or more days, sunrise and
// sunset, and links to spots near it (their Weather & Tides tab).
export function StationCard({
  station,
  headingLevel = "h3",
  dayLabels,
  showType = false,
}: {
  station: CoastStationTides;
  /** Reference or subordinate: provenance, for the guide; the home page keeps it short. */
  showType?: boolean;
  headingLevel?: "h3" | "h4";
  /** One label per day ("Today", "Tomorrow"); without them only the first day shows. */
  dayLabels?: string[];
}) {
  const Heading = headingLevel;
  const days = dayLabels ? station.days.slice(0, dayLabels.length) : station.days.slice(0, 1);
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-station={station.station.id}>
      <div>
        <Heading className="font-semibold leading-tight">{station.station.name}</Heading>
        <p className="text-xs text-muted-foreground">
          NOAA {station.station.id}
          {showType && ` · ${station.station.type === "reference" ? "Reference" : "Subordinate"} station`}
        </p>
      </div>
      {days.map((day, i) => (
        <div key={day.date} className="grid gap-2">
          {dayLabels && (
            <p className="text-sm font-medium">
              {dayLabels[i]} <span className="font-normal text-muted-foreground">· {longDay(day.date)}</span>
            </p>
          )}
          <ExtremesList extremes={day.extremes} />
          {/* Words without icons: five cards of drawn icons cost a phone's first screen more
              than the words do. */}
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span>Sunrise {day.sunrise ? clockTime(day.sunrise) : "none"}</span>
            <span>Sunset {day.sunset ? clockTime(day.sunset) : "none"}</span>
          </p>
        </div>
      ))}
      {station.nearby.length > 0 && (
        <p className="mt-auto text-sm">
          <span className="text-muted-foreground">Near: </span>
          {station.nearby.map((spot, i) => (
            <span key={spot.id}>
              {i > 0 && ", "}
              <Link
                to={`/locations/${spot.id}?tab=tides`}
                className="font-medium text-primary underline underline-offset-2 hover:no-underline"
              >
                {spot.name}
              </Link>
            </span>
          ))}
        </p>
      )}
    </Card>
  );
}
