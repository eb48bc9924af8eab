import { useId } from "react";
import type { ConditionsAnswer } from "#core/conditions";
import { zoneName } from "#core/zoneName";
import {
  dayFraction,
  edgeAnchor,
  type HeightAxis,
  heightToY,
  levelPaths,
  lightBands,
  pct,
  sunInstants,
} from "./chartGeometry";
import { axisFeet, clockTime, feet, hourLabel, longDay, TIDE_TYPE_LABEL } from "./tideFormat";
import type { TideWeekDay } from "./tideWeek";

// docs/product.md "Weather & Tides tab": a water-level chart on the spot's clock, feet above MLLW. Drawn
// as SVG on the server, so it shows before any script and without one. The outer SVG has no
// viewBox: it is as wide as its box, horizontal positions are percentages and vertical ones pixels,
// so the labels keep their size from 375 px to a desktop. Only the curve sits in an inner SVG that
// stretches (preserveAspectRatio="none", strokes kept even by non-scaling-stroke).

const HEIGHT = 250;
const PLOT = { top: 30, bottom: 222 };
const HOUR_LABEL_Y = 243;
const LABEL_GAP = 8;

// Text on the chart gets a halo of the card colour, so it stays legible over the curve and grid.
const halo = { paintOrder: "stroke" as const, strokeLinejoin: "round" as const };
const labelClass = "fill-muted-foreground stroke-card text-[11px]";

function extremeLabelY(y: number, type: "high" | "low"): number {
  // Highs above their dot and lows below, unless that would leave the plot.
  const above = y - LABEL_GAP;
  const below = y + LABEL_GAP + 8;
  if (type === "high") return above > PLOT.top + 4 ? above : below;
  return below < PLOT.bottom - 2 ? below : above;
}

export function TideChart({
  day,
  axis,
  conditions,
  now,
  stationName,
  timeZone,
}: {
  day: TideWeekDay;
  axis: HeightAxis;
  conditions: ConditionsAnswer | undefined;
  /** The request time; marked when it falls on this day. */
  now: number;
  stationName: string;
  /** The spot's IANA zone, named in the chart's title. */
  timeZone: string;
}) {
  // useId is the same on the server and in the browser; SVG references want plain characters.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const hatchId = `${id}-minus`;

  const { line, area } = levelPaths(day, axis, PLOT);
  const bands = conditions ? lightBands(day, sunInstants(conditions)) : [];
  const zeroY = heightToY(0, axis, PLOT);
  const hasMinusZone = axis.min < 0;
  const showNow = now >= day.start && now < day.end;
  const nowFraction = dayFraction(now, day);

  const summary = day.extremes
    .map(
      (e) =>
        `${TIDE_TYPE_LABEL[e.type]} ${feet(e.height)} at ${clockTime(e.time)}${e.minus ? " (minus tide)" : ""}`,
    )
    .join("; ");
  const night = conditions?.civilDawn && conditions.civilDusk;

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      width="100%"
      height={HEIGHT}
      className="block select-none"
      data-testid="tide-chart"
      data-day={day.date}
    >
      <title id={titleId}>
        {`Water level at ${stationName} on ${longDay(day.date)}, feet above MLLW, ${zoneName(timeZone)}`}
      </title>
      <desc id={descId}>
        {`${summary || "No high or low tide this day"}.${
          night && conditions
            ? ` Night shaded before ${clockTime(conditions.civilDawn as string)} and after ${clockTime(conditions.civilDusk as string)}.`
            : ""
        }${showNow ? " The current time is marked." : ""}`}
      </desc>
      <defs>
        <pattern
          id={hatchId}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="6" className="stroke-accent" strokeWidth="2" />
        </pattern>
      </defs>

      {bands.map((band) => (
        <rect
          key={`${band.kind}-${band.from}`}
          x={pct(band.from)}
          y={PLOT.top}
          width={pct(band.to - band.from)}
          height={PLOT.bottom - PLOT.top}
          className={band.kind === "night" ? "fill-night" : "fill-twilight"}
          data-band={band.kind}
        />
      ))}

      {hasMinusZone && (
        <rect
          x="0"
          y={zeroY}
          width="100%"
          height={PLOT.bottom - zeroY}
          fill={`url(#${hatchId})`}
          opacity="0.35"
          data-testid="minus-zone"
        />
      )}

      {axis.ticks.map((tick) => {
        const y = heightToY(tick, axis, PLOT);
        return (
          <line
            key={tick}
            x1="0"
            x2="100%"
            y1={y}
            y2={y}
            className={tick === 0 ? "stroke-muted-foreground" : "stroke-border"}
            strokeWidth="1"
          />
        );
      })}
      {day.clockHours.map((h) => (
        <line
          key={h.at}
          x1={pct(dayFraction(h.at, day))}
          x2={pct(dayFraction(h.at, day))}
          y1={PLOT.top}
          y2={PLOT.bottom + 4}
          className="stroke-border"
          strokeDasharray="2 4"
        />
      ))}

      <svg
        x="0"
        y="0"
        width="100%"
        height={HEIGHT}
        viewBox={`0 0 1000 ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d={area} className="fill-primary/15" />
        <path
          d={line}
          fill="none"
          className="stroke-primary"
          strokeWidth="2.5"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>

      {showNow && (
        <g data-testid="now-marker">
          <line
            x1={pct(nowFraction)}
            x2={pct(nowFraction)}
            y1={PLOT.top - 8}
            y2={PLOT.bottom}
            className="stroke-accent"
            strokeWidth="2"
            strokeDasharray="5 3"
          />
          <text
            x={pct(nowFraction)}
            y={PLOT.top - 12}
            textAnchor={edgeAnchor(nowFraction)}
            className="fill-foreground stroke-card text-[11px] font-semibold"
            strokeWidth="3"
            style={halo}
          >
            Now
          </text>
        </g>
      )}

      {day.extremes.map((e) => {
        const fraction = dayFraction(Date.parse(e.time), day);
        const y = heightToY(e.height, axis, PLOT);
        return (
          <g key={e.time} data-extreme={e.type} data-minus={e.minus || undefined}>
            <circle
              cx={pct(fraction)}
              cy={y}
              r="4"
              className={e.minus ? "fill-accent stroke-card" : "fill-card stroke-primary"}
              strokeWidth="2"
            />
            <text
              x={pct(fraction)}
              y={extremeLabelY(y, e.type)}
              textAnchor={edgeAnchor(fraction)}
              className="fill-foreground stroke-card text-[11px] font-semibold"
              strokeWidth="3"
              style={halo}
            >
              {feet(e.height)}
            </text>
          </g>
        );
      })}

      {axis.ticks.map((tick) => (
        <text
          key={tick}
          x="4"
          y={heightToY(tick, axis, PLOT) - 3}
          className={labelClass}
          strokeWidth="3"
          style={halo}
        >
          {axisFeet(tick)}
        </text>
      ))}
      {hasMinusZone && (
        <text
          x="100%"
          dx="-4"
          y={PLOT.bottom - 4}
          textAnchor="end"
          className="fill-foreground stroke-card text-[11px] font-medium"
          strokeWidth="3"
          style={halo}
        >
          Minus tide zone
        </text>
      )}

      {day.clockHours.map((h) => {
        const fraction = dayFraction(h.at, day);
        return (
          <text
            key={h.at}
            x={pct(fraction)}
            y={HOUR_LABEL_Y}
            textAnchor={edgeAnchor(fraction, 0.01)}
            // Every six hours on a phone, every three from 640 px.
            className={`${labelClass} ${h.hour % 6 === 0 ? "" : "hidden sm:inline"}`}
            strokeWidth="3"
            style={halo}
          >
            {hourLabel(h.hour)}
          </text>
        );
      })}
    </svg>
  );
}
