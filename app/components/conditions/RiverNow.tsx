import { flowTrend } from "#core/outlook";
import { WATER_PARAMETERS, type WaterAnswer } from "#core/water";
import { FlowChart } from "./FlowChart";
import { FLOW_TREND_TEXT } from "./flowTrendText";
import { SourceLine, spotMoment } from "./SourceLine";

// Flow in whole cubic feet, gage height to the hundredth as USGS gives it, temperature to a tenth.
const DECIMALS: Record<string, number> = { "ft³/s": 0, ft: 2, "°F": 1 };

const formatValue = (value: number, unit: string) =>
  `${value.toLocaleString("en-US", { minimumFractionDigits: unit === "ft" ? 2 : 0, maximumFractionDigits: DECIMALS[unit] ?? 1 })} ${unit}`;

/** "River now": the gauge's latest flow, height and temperature, the week's chart and the trend. */
export function RiverNow({ water, timeZone }: { water: WaterAnswer; timeZone: string }) {
  const [series] = water.series;
  const charted = WATER_PARAMETERS.find((p) => p.code === series?.parameterCode);
  const trend = series
    ? flowTrend(series.points.map((p) => ({ time: new Date(p.time), value: p.value })))
    : null;
  return (
    <div>
      <p className="text-sm text-muted-foreground">{water.site.name}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {water.readings.map((reading) => (
          <div key={reading.parameterCode} className="rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{reading.label}</dt>
            <dd className="text-lg font-semibold">{formatValue(reading.value, reading.unit)}</dd>
            <dd className="text-xs text-muted-foreground">{spotMoment(reading.time, timeZone)}</dd>
          </div>
        ))}
        {trend && charted && (
          <div className="rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{charted.label} trend, last 24 h</dt>
            <dd className="text-lg font-semibold">{FLOW_TREND_TEXT[trend]}</dd>
          </div>
        )}
      </dl>
      {series && charted && (
        <FlowChart series={series} unit={charted.unit} label={charted.label} timeZone={timeZone} />
      )}
      <SourceLine freshness={water} timeZone={timeZone} />
    </div>
  );
}
