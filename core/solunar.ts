// Solunar periods, by the published definition of solunar tables: major periods of two hours
// centred on the moon's upper transit (moon overhead) and lower transit (moon underfoot); minor
// periods of one hour centred on moonrise and moonset. A period belongs to the day its centre
// falls in, as printed tables list it, even when its edge runs past midnight.

export const MAJOR_PERIOD_MINUTES = 120;
export const MINOR_PERIOD_MINUTES = 60;

const MINUTE_MS = 60_000;

export type TimeWindow = { start: Date; end: Date };
export type SolunarPeriods = { major: TimeWindow[]; minor: TimeWindow[] };

export function centredWindow(centre: Date, minutes: number): TimeWindow {
  const half = (minutes * MINUTE_MS) / 2;
  return { start: new Date(centre.getTime() - half), end: new Date(centre.getTime() + half) };
}

const byStart = (a: TimeWindow, b: TimeWindow) => a.start.getTime() - b.start.getTime();

export function solunarPeriods(moon: {
  upperTransits: Date[];
  lowerTransits: Date[];
  moonrises: Date[];
  moonsets: Date[];
}): SolunarPeriods {
  return {
    major: [...moon.upperTransits, ...moon.lowerTransits]
      .map((t) => centredWindow(t, MAJOR_PERIOD_MINUTES))
      .sort(byStart),
    minor: [...moon.moonrises, ...moon.moonsets]
      .map((t) => centredWindow(t, MINOR_PERIOD_MINUTES))
      .sort(byStart),
  };
}

export type MoonTransits = { upper: Date[]; lower: Date[] };

const GOLDEN = (Math.sqrt(5) - 1) / 2;

// Golden-section search for the extremum of a smooth function inside a bracket, to one second.
function refineExtremum(f: (ms: number) => number, lo: number, hi: number, sign: 1 | -1): number {
  let a = lo;
  let b = hi;
  let c = b - GOLDEN * (b - a);
  let d = a + GOLDEN * (b - a);
  let fc = sign * f(c);
  let fd = sign * f(d);
  while (b - a > 1000) {
    if (fc > fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - GOLDEN * (b - a);
      fc = sign * f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + GOLDEN * (b - a);
      fd = sign * f(d);
    }
  }
  return Math.round((a + b) / 2);
}

/**
 * The moon's upper transits (altitude maxima) and lower transits (altitude minima) in
 * [start, end). The altitude is sampled every `stepMinutes` (the moon's altitude has one maximum
 * and one minimum in about 24 h 50 min, so a 10-minute step cannot miss one) and each bracketed
 * extremum is refined to the second. `altitudeAt` is e.g. suncalc's getMoonPosition altitude.
 */
export function findMoonTransits(options: {
  start: Date;
  end: Date;
  altitudeAt: (instant: Date) => number;
  stepMinutes?: number;
}): MoonTransits {
  const step = (options.stepMinutes ?? 10) * MINUTE_MS;
  const start = options.start.getTime();
  const end = options.end.getTime();
  const f = (ms: number) => options.altitudeAt(new Date(ms));
  const times: number[] = [];
  for (let t = start - step; t <= end + step; t += step) times.push(t);
  const altitudes = times.map(f);
  const upper: Date[] = [];
  const lower: Date[] = [];
  for (let i = 1; i < times.length - 1; i++) {
    const [before, here, after] = [
      altitudes[i - 1] as number,
      altitudes[i] as number,
      altitudes[i + 1] as number,
    ];
    const lo = times[i - 1] as number;
    const hi = times[i + 1] as number;
    let found: { at: number; list: Date[] } | null = null;
    if (here >= before && here > after) found = { at: refineExtremum(f, lo, hi, 1), list: upper };
    else if (here <= before && here < after) found = { at: refineExtremum(f, lo, hi, -1), list: lower };
    if (found && found.at >= start && found.at < end) found.list.push(new Date(found.at));
  }
  return { upper, lower };
}
