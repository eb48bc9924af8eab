import { useSearchParams } from "react-router";
import { Card } from "#app/components/ui/card";
import type { ConditionsAnswer } from "#core/conditions";
import { zoneName } from "#core/zoneName";
import { ChartLegend } from "./ChartLegend";
import { heightAxis } from "./chartGeometry";
import { SunAndMoon } from "./SunAndMoon";
import { TideChart } from "./TideChart";
import { TideDayPicker } from "./TideDayPicker";
import { TideProvenance } from "./TideProvenance";
import { TideTable } from "./TideTable";
import { longDay } from "./tideFormat";
import { chosenDay, type TideWeek } from "./tideWeek";

// The predictions of docs/product.md "Weather & Tides tab": the chart of the chosen day (?day=,
// default today), the week's highs and lows, the day's sun and moon, and where it all comes from.
export function TideWeekPanel({
  tides,
  conditions,
  now,
}: {
  tides: TideWeek;
  conditions: Record<string, ConditionsAnswer>;
  now: number;
}) {
  const [searchParams] = useSearchParams();
  const day = chosenDay(tides.days, searchParams.get("day"));
  if (!day) return null;
  const isToday = day.date === tides.days[0]?.date;
  const axis = heightAxis(tides.days.flatMap((d) => d.heights));
  const dayConditions = conditions[day.date];
  const showNow = now >= day.start && now < day.end;
  return (
    <div className="grid gap-6">
      <Card className="grid gap-3 p-4 sm:p-5">
        <div>
          <h3 className="text-lg font-semibold" data-testid="tide-chart-heading">
            Water level, {isToday ? "today, " : ""}
            {longDay(day.date)}
          </h3>
          <p className="text-sm text-muted-foreground">
            {tides.station.name} · {zoneName(tides.timeZone)} · feet above MLLW
          </p>
        </div>
        <TideDayPicker days={tides.days} selected={day.date} />
        <TideChart
          day={day}
          axis={axis}
          conditions={dayConditions}
          now={now}
          stationName={tides.station.name}
          timeZone={tides.timeZone}
        />
        <ChartLegend minusZone={axis.min < 0} now={showNow} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <TideTable days={tides.days} selected={day.date} timeZone={tides.timeZone} />
        {dayConditions && (
          <SunAndMoon conditions={dayConditions} isToday={isToday} timeZone={tides.timeZone} />
        )}
      </div>
      <TideProvenance station={tides.station} timeZone={tides.timeZone} />
    </div>
  );
}
