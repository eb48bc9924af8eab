import { weekdayShort } from "#app/components/conditions/tides/tideFormat";
import type { WaterSeries } from "#core/water";
import { startOfZoneDay, zoneDate } from "#core/zoneClock";
import { spotMoment } from "./SourceLine";

// The week of flow at the gauge, drawn as the tide chart is: SVG from the server, positions
// across in percentages and down in pixels so labels keep their size at any width; only the
// line sits in an inner SVG that stretches.

const HEIGHT = 180;
const PLOT = { top: 16, bottom: 150 };
const DAY_LABEL_Y = 170;

const labelClass = "fill-muted-foreground text-[11px]";

function niceRange(values: number[]): { min: number; max: number } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max((high - low) * 0.1, high * 0.02, 1);
  return { min: Math.max(0, low - pad), max: high + pad };
}

export function FlowChart({
  series,
  unit,
  label,
  timeZone,
}: {
  series: WaterSeries;
  unit: string;
  label: string;
  /** The spot's IANA zone: the chart's days are its days. */
  timeZone: string;
}) {
  const points = series.points.map((p) => ({ t: Date.parse(p.time), v: p.value }));
  if (points.length < 2) return null;
  const first = points[0]?.t ?? 0;
  const last = points[points.length - 1]?.t ?? 1;
  const span = Math.max(last - first, 1);
  const { min, max } = niceRange(points.map((p) => p.v));
  const y = (v: number) => PLOT.bottom - ((v - min) / (max - min)) * (PLOT.bottom - PLOT.top);
  const x = (t: number) => ((t - first) / span) * 1000;
  const path = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`)
    .join("");
  // A tick at each of the spot's midnights inside the week.
  const midnights: { at: number; date: string }[] = [];
  for (let date = zoneDate(timeZone, new Date(first)); ; ) {
    const next = new Date(startOfZoneDay(timeZone, date).getTime() + 36 * 3_600_000);
    date = zoneDate(timeZone, next);
    const at = startOfZoneDay(timeZone, date).getTime();
    if (at > last) break;
    midnights.push({ at, date });
  }
  const fraction = (t: number) => `${(((t - first) / span) * 100).toFixed(2)}%`;
  const format = (v: number) => Math.round(v).toLocaleString("en-US");
  return (
    <figure className="mt-4">
      <svg
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={`${label} over the last seven days, in ${unit}`}
      >
        {midnights.map((m) => (
          <g key={m.at}>
            <line
              x1={fraction(m.at)}
              x2={fraction(m.at)}
              y1={PLOT.top}
              y2={PLOT.bottom}
              className="stroke-border"
              strokeDasharray="2 3"
            />
            <text
              x={fraction(m.at)}
              y={DAY_LABEL_Y}
              textAnchor={(m.at - first) / span > 0.95 ? "end" : "middle"}
              className={labelClass}
            >
              {weekdayShort(m.date)}
            </text>
          </g>
        ))}
        <line x1="0" x2="100%" y1={PLOT.bottom} y2={PLOT.bottom} className="stroke-border" />
        <svg
          x="0"
          y="0"
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 1000 ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path
            d={path}
            fill="none"
            className="stroke-primary"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <text x="4" y={PLOT.top + 10} className={labelClass}>
          {format(max)} {unit}
        </text>
        <text x="4" y={PLOT.bottom - 4} className={labelClass}>
          {format(min)} {unit}
        </text>
      </svg>
      <figcaption className="sr-only">
        {label} between {format(Math.min(...points.map((p) => p.v)))} and{" "}
        {format(Math.max(...points.map((p) => p.v)))} {unit} in the seven days to{" "}
        {spotMoment(new Date(last).toISOString(), timeZone)}.
      </figcaption>
    </figure>
  );
}
