// npm run bench (or npx tsx scripts/bench-tides.ts): what a week of tides costs one station,
// computed and cached, and the ratio of the two. Fixed dates, so runs compare; "cold" is a fresh
// cache (the engine already warm, as in a running server), "first" is the very first
// computation of the process.
import { addDays, oregonDays } from "../core/oregonTime";
import {
  createTideCache,
  findTideStation,
  loadTideDatabase,
  type TideCache,
  tideDay,
  tidesAnswer,
} from "../server/services/tides";

const DAYS = 7;
const RUNS = 25;
const START = "2026-06-01";

type Row = { step: string; station: string; ms: number; runs: number };
const rows: Row[] = [];
const ratios: { station: string; cold: number; cached: number }[] = [];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const t0 = performance.now();
await loadTideDatabase();
rows.push({
  step: "open the tide database (once per process)",
  station: "-",
  ms: performance.now() - t0,
  runs: 1,
});

for (const id of ["9437540", "9437262"]) {
  const station = await findTideStation(id);
  if (!station) throw new Error(`Station ${id} is missing from the tide database`);
  const label = `${id} ${station.name} (${station.type})`;
  const week = (cache: TideCache, start: string) =>
    oregonDays(start, DAYS).map((day) => tideDay(cache, station, day.date));

  rows.push({
    step: `${DAYS} days, first computation`,
    station: label,
    ms: time(() => week(createTideCache(), START)),
    runs: 1,
  });

  // A different week each run, so nothing but the engine is warm.
  const cold = Array.from({ length: RUNS }, (_, i) =>
    time(() => week(createTideCache(), addDays(START, 7 * (i + 1)))),
  );
  rows.push({
    step: `${DAYS} days, cold cache (extremes + 10-min series)`,
    station: label,
    ms: median(cold),
    runs: RUNS,
  });

  const cache = createTideCache();
  week(cache, START);
  const cached = Array.from({ length: RUNS * 40 }, () => time(() => week(cache, START)));
  rows.push({ step: `${DAYS} days, cached`, station: label, ms: median(cached), runs: RUNS * 40 });
  ratios.push({ station: label, cold: median(cold), cached: median(cached) });

  const summary = { id, name: station.name, type: station.type, distanceKm: 0 };
  const answers = Array.from({ length: RUNS }, () =>
    time(() => JSON.stringify(tidesAnswer(summary, week(cache, START)))),
  );
  rows.push({
    step: `${DAYS}-day API answer from cache (format + JSON)`,
    station: label,
    ms: median(answers),
    runs: RUNS,
  });
}

const widths = [
  Math.max(4, ...rows.map((r) => r.step.length)),
  Math.max(7, ...rows.map((r) => r.station.length)),
];
const line = (cells: string[]) =>
  `| ${cells[0]?.padEnd(widths[0] as number)} | ${cells[1]?.padEnd(widths[1] as number)} | ${cells[2]?.padStart(9)} | ${cells[3]?.padStart(5)} |`;
console.log(`Tide predictions, ${DAYS} days from ${START} (median of runs), Node ${process.version}\n`);
console.log(line(["Step", "Station", "ms", "runs"]));
console.log(
  line(["-".repeat(widths[0] as number), "-".repeat(widths[1] as number), "-".repeat(9), "-".repeat(5)]),
);
for (const r of rows) console.log(line([r.step, r.station, r.ms.toFixed(3), String(r.runs)]));
console.log(`\n${DAYS} days of extremes and water levels, cold cache vs cached (median):`);
for (const r of ratios) {
  console.log(
    `  ${r.station}: ${r.cold.toFixed(3)} ms cold, ${r.cached.toFixed(4)} ms cached, ratio ${(r.cold / r.cached).toFixed(0)}:1`,
  );
}
