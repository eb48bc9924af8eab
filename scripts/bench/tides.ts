// Bench section "tides" (BENCH_ONLY=tides npm run bench): what a week of tides costs one
// station, computed and cached, and the ratio of the two. Fixed dates, so runs compare; "cold"
// is a fresh cache (the engine already warm, as in a running server), "first" is the very
// first computation of the process.
import { addDays, PACIFIC_TIME_ZONE, zoneDays } from "#core/zoneClock";
import {
  createTideCache,
  findTideStation,
  loadTideDatabase,
  type TideCache,
  tideDay,
  tidesAnswer,
} from "#server/services/conditions";
import { type BenchTable, count } from "./table";

const DAYS = 7;
const RUNS = 25;
const START = "2026-06-01";
const STATIONS = ["9437540", "9437262"];
// Both stations serve Oregon spots, on Pacific time.
const ZONE = PACIFIC_TIME_ZONE;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Tide figures are fractions of a millisecond: three decimals, as they were always shown. */
const fine = (value: number) => value.toFixed(3);

export async function tidesSection(): Promise<BenchTable[]> {
  const rows: string[][] = [];
  const ratios: string[][] = [];

  const t0 = performance.now();
  await loadTideDatabase();
  rows.push(["open the tide database (once per process)", "-", fine(performance.now() - t0), "1"]);

  for (const id of STATIONS) {
    const station = await findTideStation(id);
    if (!station) throw new Error(`Station ${id} is missing from the tide database`);
    const label = `${id} ${station.name} (${station.type})`;
    const week = (cache: TideCache, start: string) =>
      zoneDays(ZONE, start, DAYS).map((day) => tideDay(cache, station, day.date, ZONE));

    rows.push([
      `${DAYS} days, first computation`,
      label,
      fine(time(() => week(createTideCache(), START))),
      "1",
    ]);

    // A different week each run, so nothing but the engine is warm.
    const cold = median(
      Array.from({ length: RUNS }, (_, i) =>
        time(() => week(createTideCache(), addDays(START, 7 * (i + 1)))),
      ),
    );
    rows.push([`${DAYS} days, cold cache (extremes + 10-min series)`, label, fine(cold), count(RUNS)]);

    const cache = createTideCache();
    week(cache, START);
    const cached = median(Array.from({ length: RUNS * 40 }, () => time(() => week(cache, START))));
    rows.push([`${DAYS} days, cached`, label, fine(cached), count(RUNS * 40)]);
    ratios.push([label, fine(cold), cached.toFixed(4), `${(cold / cached).toFixed(0)}:1`]);

    const summary = { id, name: station.name, type: station.type, distanceKm: 0 };
    const answer = median(
      Array.from({ length: RUNS }, () =>
        time(() => JSON.stringify(tidesAnswer(summary, week(cache, START), ZONE))),
      ),
    );
    rows.push([`${DAYS}-day API answer from cache (format + JSON)`, label, fine(answer), count(RUNS)]);
  }

  return [
    {
      title: `Tide predictions: ${DAYS} days from ${START}`,
      intro: "Median of the runs, in one process, with the tide engine already loaded after the first row.",
      columns: ["Step", "Station", "ms", "Runs"],
      rows,
    },
    {
      title: `Tide predictions: ${DAYS} days of extremes and water levels, cold cache against cached`,
      intro: "The cached week is the baseline: how many times dearer a cold week is on this machine.",
      columns: ["Station", "Cold ms", "Cached ms", "Cold ÷ cached"],
      rows: ratios,
    },
  ];
}
