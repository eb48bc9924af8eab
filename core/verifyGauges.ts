// The online gauges check of `npm run data -- verify --online` (decision 053): what USGS says of
// a record's gauge, judged. The command asks the Water Data API; this module only reads the
// answers, so a recorded answer tests it as well as a live one.

/** A gauge must have reported within this many days. */
export const GAUGE_FRESH_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

export const DISCHARGE = "00060";
export const GAGE_HEIGHT = "00065";

/** One continuous (15-minute) time series of the gauge, and when it last reported (ms). */
export type GaugeSeries = { parameterCode: string; lastReported: number };

export type GaugeAnswer = { found: false } | { found: true; name: string; series: GaugeSeries[] };

/** USGS names are upper case with irregular spacing; case and runs of spaces do not count. */
export function sameGaugeName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  return norm(a) === norm(b);
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function newest(series: GaugeSeries[], code: string): number | null {
  const times = series.filter((s) => s.parameterCode === code).map((s) => s.lastReported);
  return times.length > 0 ? Math.max(...times) : null;
}

/**
 * What is wrong with a gauge: unknown to USGS; another official name than the stored one; not
 * reporting discharge (or, where the gauge has no discharge series at all, gage height); or
 * silent for more than GAUGE_FRESH_DAYS.
 */
export function gaugeProblems(
  site: string,
  storedName: string | null | undefined,
  answer: GaugeAnswer,
  now: number,
): string[] {
  if (!answer.found) return [`${site} is not a USGS monitoring location`];
  const problems: string[] = [];
  if (storedName && !sameGaugeName(storedName, answer.name))
    problems.push(`${site} is named "${answer.name}" by USGS, not "${storedName}"`);
  const freshSince = now - GAUGE_FRESH_DAYS * DAY_MS;
  const discharge = newest(answer.series, DISCHARGE);
  const stage = newest(answer.series, GAGE_HEIGHT);
  if (discharge === null && stage === null) {
    problems.push(`${site} has no discharge (00060) or gage height (00065) series`);
    return problems;
  }
  if (discharge !== null && discharge < freshSince && stage !== null && stage >= freshSince) {
    // The gauge offers discharge but now sends the height of the water alone.
    problems.push(`${site} reports gage height only: its discharge (00060) stopped on ${day(discharge)}`);
    return problems;
  }
  const reported = discharge ?? stage ?? 0;
  if (reported < freshSince)
    problems.push(
      `${site} last reported ${discharge !== null ? "discharge" : "gage height"} on ${day(reported)}, more than ${GAUGE_FRESH_DAYS} days ago`,
    );
  return problems;
}
