// Bench section "conditions" (BENCH_ONLY=conditions npm run bench): what live conditions cost
// (decision 031), each beside a baseline measured in the same run.
//   1. The Weather & Tides tab of every gauged spot, rendered by the production server with the
//      USGS and NWS fakes, first cold (every source read once) and then cached (the source cache
//      warm), beside the same pages from a server with both sources off. The response cache is
//      off in both, so every request renders.
//   2. One alert-worker pass over 10,000 river flow alerts on 30 gauges, on the embedded database,
//      through the shared source cache and the USGS fake: tick 1 meets every alert's range at once,
//      tick 2 finds nothing new. Baseline: count(*) of the flow alerts.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { ensureCurrentBuild } from "#scripts/build/currentBuild";
import { recordFlowNotices } from "#server/alerts/flowNotices";
import { readFlowFrom } from "#server/alerts/runtime";
import { openDatabase, selectRows } from "#server/db/client.server";
import { fishingLocations, tideAlerts } from "#server/db/schema";
import { prepareDatabase } from "#server/db/setup";
import { createLiveConditions, createTideCache } from "#server/services/conditions";
import { insertConfirmedAlerts } from "#tests/support/bulkAlerts";
import { droppingRiver, startFakeWaterDataServer } from "#tests/support/fakeWaterDataServer";
import { startFakeWeatherServer } from "#tests/support/fakeWeatherServer";
import { startServerProcess } from "#tests/support/serverProcess";
import { withLeftover } from "./leftovers";
import { projectRoot } from "./productionServer";
import { type BenchTable, count, ms, ratio } from "./table";

const FLOW_ALERTS = Number(process.env.BENCH_FLOW_ALERTS ?? 10_000);
const GAUGES = 30;
const ROUNDS = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const p90 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? Number.NaN;
};

async function timedGet(url: string): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - t0, bytes: body.byteLength };
}

type PageRow = { label: string; times: number[]; bytes: number[] };

async function pagesTable(): Promise<BenchTable> {
  ensureCurrentBuild();
  const water = await startFakeWaterDataServer({ anyGauge: () => droppingRiver(() => Date.now()) });
  const weather = await startFakeWeatherServer();
  const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), "fishspots-bench-"))));
  const base = { ALERT_WORKER: "off", LOG_LEVEL: "warn", RESPONSE_CACHE_MB: "0" };
  return withLeftover(
    async () => {
      await water.close();
      await weather.close();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
    async () => {
      const withSources = await startServerProcess(
        { ...base, DATA_DIR: dirs[0] as string, WATER_DATA_URL: water.url, WEATHER_URL: weather.url },
        projectRoot,
      );
      const without = await startServerProcess({ ...base, DATA_DIR: dirs[1] as string }, projectRoot);
      try {
        const locations = (await (await fetch(`${without.url}/api/locations`)).json()) as {
          id: number;
          usgsSite: string | null;
        }[];
        const paths = locations.filter((l) => l.usgsSite).map((l) => `/locations/${l.id}?tab=tides`);
        const rows: PageRow[] = [
          { label: "Without conditions (sources off)", times: [], bytes: [] },
          { label: "With conditions, cold (first visit, sources read)", times: [], bytes: [] },
          { label: "With conditions, cached (source cache warm)", times: [], bytes: [] },
        ];
        const [off, cold, cached] = rows as [PageRow, PageRow, PageRow];
        // Each server renders every page once before timing starts, but the cold pass: it must
        // meet the sources for the first time.
        for (const p of paths) await timedGet(without.url + p);
        for (const p of paths) {
          const first = await timedGet(withSources.url + p);
          cold.times.push(first.ms);
          cold.bytes.push(first.bytes);
        }
        for (let round = 0; round < ROUNDS; round++) {
          for (const p of paths) {
            const a = await timedGet(without.url + p);
            off.times.push(a.ms);
            off.bytes.push(a.bytes);
            const b = await timedGet(withSources.url + p);
            cached.times.push(b.ms);
            cached.bytes.push(b.bytes);
          }
        }
        const baseline = median(off.times);
        return {
          title: `Live conditions: the Weather & Tides tab of ${paths.length} gauged spots`,
          intro:
            "Sequential GETs to the production server, the response cache off so every request renders. " +
            `Cold is each spot's first visit (its gauge and forecast read from the local fakes); cached and ` +
            `without are ${ROUNDS} rounds, interleaved. Ratios are to the median of the pages without conditions.`,
          columns: ["Pages", "Requests", "Median ms", "p90 ms", "Median ÷ without", "Median HTML bytes"],
          rows: rows.map((row) => [
            row.label,
            count(row.times.length),
            ms(median(row.times)),
            ms(p90(row.times)),
            ratio(median(row.times), baseline),
            count(median(row.bytes)),
          ]),
          notes: [
            `USGS fake requests: ${water.requests.length}; NWS fake requests: ${weather.requests.length}.`,
          ],
        };
      } finally {
        for (const server of [withSources, without]) {
          server.child.kill("SIGTERM");
          await server.exited;
        }
      }
    },
  );
}

async function flowTickTable(): Promise<BenchTable> {
  const dir = await mkdtemp(path.join(tmpdir(), "fishspots-bench-"));
  let flow = 500;
  const water = await startFakeWaterDataServer({
    anyGauge: () => ({ name: "BENCH RIVER NEAR BENCH, OR", discharge: () => flow }),
  });
  return withLeftover(
    async () => {
      await water.close();
      await rm(dir, { recursive: true, force: true });
    },
    async () => {
      const handle = await openDatabase({ dataDir: dir });
      try {
        await prepareDatabase(handle);
        // 30 spots, each on a gauge of its own (the curated gauges and more, numbered).
        const spots = (await handle.db.select().from(fishingLocations)).slice(0, GAUGES);
        for (const [i, spot] of spots.entries()) {
          await handle.db
            .update(fishingLocations)
            .set({ usgsSite: `USGS-${String(14_000_000 + i).padStart(8, "0")}` })
            .where(eq(fishingLocations.id, spot.id));
        }
        const now = new Date();
        await insertConfirmedAlerts(
          handle.db,
          Array.from({ length: FLOW_ALERTS }, (_, i) => {
            const spot = spots[i % spots.length] as (typeof spots)[number];
            return {
              email: `flow${i}@bench.test`,
              locationId: spot.id,
              latitude: spot.latitude,
              longitude: spot.longitude,
              locationName: spot.name,
              highTideAlert: false,
              lowTideAlert: false,
              optimalConditionsAlert: false,
            };
          }),
          { confirmedAt: now },
        );
        await handle.db.update(tideAlerts).set({ riverFlowAlert: true, minFlow: 1000, maxFlow: 3000 });
        await handle.db.execute(sql`analyze`);
        const live = createLiveConditions({
          db: handle.db,
          logger: pino({ level: "silent" }),
          config: {
            waterDataUrl: water.url,
            weatherUrl: undefined,
            usgsApiKey: undefined,
            publicUrl: "https://bench.test",
            contactEmail: "bench@bench.test",
          },
          tideCache: createTideCache(),
          now: () => now,
        });
        const readFlow = readFlowFrom(live);
        const rows: string[][] = [];
        flow = 1500;
        for (const tick of ["1, every range entered", "2, nothing new"]) {
          const t0 = performance.now();
          await selectRows(handle.db, sql`select count(*)::int as n from tide_alerts where river_flow_alert`);
          const countMs = performance.now() - t0;
          const requestsBefore = water.requests.length;
          const t1 = performance.now();
          const report = await recordFlowNotices({ db: handle.db, readFlow }, { now });
          const tickMs = performance.now() - t1;
          rows.push([
            tick,
            count(report.gauges),
            count(water.requests.length - requestsBefore),
            count(report.flowRecorded),
            ms(countMs),
            ms(tickMs),
            ratio(tickMs, countMs),
          ]);
        }
        return {
          title: `River flow alerts: one worker pass over ${count(FLOW_ALERTS)} flow alerts on ${GAUGES} gauges`,
          intro:
            "PGlite, the USGS fake behind the shared source cache. Tick 1 reads every gauge (three " +
            "requests each: name, latest, week) and records a notice for every alert; tick 2, the " +
            "readings cached, finds every alert already in range. Baseline: count(*) of the flow alerts.",
          columns: [
            "Tick",
            "Gauges",
            "USGS requests",
            "Notices recorded",
            "count(*) ms",
            "Tick ms",
            "Tick ÷ count(*)",
          ],
          rows,
        };
      } finally {
        await handle.close();
      }
    },
  );
}

export async function conditionsSection(): Promise<BenchTable[]> {
  return [await pagesTable(), await flowTickTable()];
}
