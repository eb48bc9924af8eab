// The water-level chart's geometry, kept apart from the drawing so it can be tested: the feet
// axis, where a height or an instant falls, the curve, and the night and twilight bands.
//
// The chart stretches to any width without scaling its text (see TideChart): horizontal
// positions are fractions of the day (drawn as percentages), vertical ones are pixels.

export type HeightAxis = { min: number; max: number; step: number; ticks: number[] };

const NICE_STEPS = [0.5, 1, 2, 4, 5, 10, 20, 50] as const;
// Seven intervals keep a label every 25 px or more on the chart's 192-px plot.
const MAX_TICK_INTERVALS = 7;

/**
 * A feet axis over every height of the week (so switching days does not rescale the chart),
 * on a round step, always including 0 ft: the datum, and the edge of the minus-tide zone.
 */
export function heightAxis(heights: number[]): HeightAxis {
  const finite = heights.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(1, ...finite);
  const rounded = (step: number) => ({
    step,
    min: Math.floor(low / step) * step,
    max: Math.ceil(high / step) * step,
  });
  const { step, min, max } =
    NICE_STEPS.map(rounded).find((a) => (a.max - a.min) / a.step <= MAX_TICK_INTERVALS) ??
    rounded(10 ** Math.ceil(Math.log10(high - low)));
  const ticks: number[] = [];
  // Integer steps from the bottom, so 0.5-ft axes do not collect floating-point dust.
  for (let i = 0; min + i * step <= max + 1e-9; i++) ticks.push(Math.round((min + i * step) * 100) / 100);
  return { min, max, step, ticks };
}

export type PlotBox = { top: number; bottom: number };

/** Pixels from the top of the chart for a height in feet. */
export function heightToY(height: number, axis: HeightAxis, plot: PlotBox): number {
  const span = axis.max - axis.min || 1;
  return plot.bottom - ((height - axis.min) / span) * (plot.bottom - plot.top);
}

/** Where an instant falls across the day, 0 (local midnight) to 1 (the next), clamped. */
export function dayFraction(at: number, day: { start: number; end: number }): number {
  const span = day.end - day.start;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (at - day.start) / span));
}

/** A fraction as an SVG percentage, to a hundredth of a percent. */
export const pct = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

/**
 * The water-level line and the area under it, in a coordinate space `width` units wide and the
 * chart's pixels high (drawn in a stretched inner SVG).
 */
export function levelPaths(
  series: { start: number; end: number; heights: number[]; stepMinutes: number },
  axis: HeightAxis,
  plot: PlotBox,
  width = 1000,
): { line: string; area: string } {
  const points = series.heights.map((height, i) => {
    const x = dayFraction(series.start + i * series.stepMinutes * 60_000, series) * width;
    return `${x.toFixed(1)},${heightToY(height, axis, plot).toFixed(1)}`;
  });
  if (points.length === 0) return { line: "", area: "" };
  const line = `M${points.join("L")}`;
  const firstX = points[0]?.split(",")[0];
  const lastX = points.at(-1)?.split(",")[0];
  return { line, area: `${line}L${lastX},${plot.bottom}L${firstX},${plot.bottom}Z` };
}

export type LightBand = { from: number; to: number; kind: "night" | "twilight" };

type SunInstants = {
  civilDawn: number | null;
  sunrise: number | null;
  sunset: number | null;
  civilDusk: number | null;
};

/**
 * Night (before civil dawn, after civil dusk) and twilight (civil dawn to sunrise, sunset to
 * civil dusk) as fractions of the day. Where the sun does not rise or set (never in Oregon)
 * nothing is shaded rather than guessed.
 */
export function lightBands(day: { start: number; end: number }, sun: SunInstants): LightBand[] {
  if (sun.sunrise === null || sun.sunset === null) return [];
  const dawn = sun.civilDawn ?? sun.sunrise;
  const dusk = sun.civilDusk ?? sun.sunset;
  const bands: LightBand[] = [
    { from: day.start, to: dawn, kind: "night" },
    { from: dawn, to: sun.sunrise, kind: "twilight" },
    { from: sun.sunset, to: dusk, kind: "twilight" },
    { from: dusk, to: day.end, kind: "night" },
  ];
  return bands
    .map((band) => ({ ...band, from: dayFraction(band.from, day), to: dayFraction(band.to, day) }))
    .filter((band) => band.to > band.from);
}

/** Sun times of a conditions answer as instants (null stays null). */
export function sunInstants(sun: {
  civilDawn: string | null;
  sunrise: string | null;
  sunset: string | null;
  civilDusk: string | null;
}): SunInstants {
  const at = (iso: string | null) => (iso ? Date.parse(iso) : null);
  return {
    civilDawn: at(sun.civilDawn),
    sunrise: at(sun.sunrise),
    sunset: at(sun.sunset),
    civilDusk: at(sun.civilDusk),
  };
}

/** Text anchored so a label near either edge stays inside the chart. */
export function edgeAnchor(fraction: number, margin = 0.06): "start" | "middle" | "end" {
  if (fraction < margin) return "start";
  if (fraction > 1 - margin) return "end";
  return "middle";
}
