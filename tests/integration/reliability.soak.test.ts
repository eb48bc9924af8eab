import { afterAll, describe, expect, it } from "vitest";
import { type LoadRequest, runLoad } from "../support/autocannon";
import { residentGrowth, sampleResidentMemory } from "../support/processMemory";
import { startServerProcess } from "../support/serverProcess";
import { OREGON_ONLY, serverDataEnv } from "../support/serverProcessData";

// Issue 9 "Soak": mixed traffic, nine reads to one write, at 32 connections. CI runs it for
// 30 s after the warm-up; SOAK_SECONDS=60 is the full run (docs/operations.md).
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 30);
const CONNECTIONS = 32;
/**
 * The warm-up is counted in requests, not seconds: first renders, caches filling, compiled code
 * and V8 sizing its heap through its first full collections all follow the work done, and a slow
 * or busy machine does that work in more seconds. On PostgreSQL resident memory stops rising
 * after about 6,500 requests of this mix.
 */
const WARM_UP_REQUESTS = 10_000;
/**
 * "Flat": during the soak, resident memory may rise at most max(64 MB, 25 %) above the highest
 * it reached during warm-up: room for the collector's saw-tooth, not for memory kept per
 * request, which grows without end. The bound compares bytes with bytes; nothing here depends
 * on how fast the machine is.
 */
function flatBound(warmUpPeakBytes: number): number {
  return warmUpPeakBytes + Math.max(64 * 1024 * 1024, warmUpPeakBytes * 0.25);
}
/**
 * And no trend: from the soak's first third to its last, the median resident size may rise at
 * most 32 MB. Honest runs here move -15 to +10 MB (reviews written during the soak add a little).
 * A deliberate leak of 4 kB a request rose 61 MB on PostgreSQL in 30 s; on PGlite's slower run
 * it first fills heap the warm-up had already reserved, and shows over the full 60 s.
 */
const MAX_SOAK_GROWTH_BYTES = 32 * 1024 * 1024;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function serverEnv(): Promise<Record<string, string>> {
  return serverDataEnv(
    "soak",
    cleanups,
    { RATE_LIMIT_WRITES_PER_MINUTE: "10000000", LOG_LEVEL: "warn" },
    { seed: OREGON_ONLY },
  );
}

type Location = { id: number; name: string; tideInfo: string | null };

describe("soak: mixed traffic at 32 connections", () => {
  it(
    `answers ${SOAK_SECONDS} s of nine reads to one write without an error, with flat memory, and keeps every acknowledged write`,
    async () => {
      const server = await startServerProcess(await serverEnv());
      try {
        const locations = (await (await fetch(`${server.url}/api/locations`)).json()) as Location[];
        const tidal = locations.find((l) => l.tideInfo?.trim()) as Location;
        const [first, second] = locations as [Location, Location];
        const reviewed = [first.id, second.id, tidal.id];
        const acknowledged = new Set<number>();
        const failedWrites: string[] = [];

        let trips = 0;
        const write = (locationId: number, n: number): LoadRequest => ({
          method: "POST",
          path: `/api/locations/${locationId}/reviews`,
          headers: { "content-type": "application/json" },
          // Each send its own text: the same text twice from one address is held (decision 032).
          makeBody: () => {
            trips += 1;
            return JSON.stringify({
              userName: `Soak angler ${n}`,
              rating: (n % 5) + 1,
              reviewText: `Steady bites all morning, a few keepers by noon (trip ${trips}).`,
              fishCaught: ["salmon"],
            });
          },
          onResponse: (status, body) => {
            if (status === 201) acknowledged.add((JSON.parse(body) as { id: number }).id);
            // autocannon keeps each built request on the object its connections share, so now and
            // then two connections send the same body: the repeat is rightly held (202), not lost.
            else if (status !== 202 || !body.includes('"held"'))
              failedWrites.push(`${status} ${body.slice(0, 200)}`);
          },
        });
        const reads: LoadRequest[] = [
          { path: "/" },
          { path: `/locations/${first.id}` },
          // A page of the list, not the whole of it: with thirty states the unbounded list is
          // 2,000 spots, and a write clears it for every reader (decision 018), so the soak would
          // measure that one answer's rebuilding; the whole list is the bench's row.
          { path: "/api/locations?limit=100" },
          { path: "/api/locations/search/tillamook%20crab" },
          { path: `/api/locations/${tidal.id}/tides` },
          { path: `/locations/${tidal.id}?tab=reviews` },
          { path: "/api/locations?limit=20&offset=20" },
          { path: "/api/locations/search/steelhead" },
          { path: `/api/locations/${second.id}/reviews` },
        ];
        // Each connection loops over ten requests; the write goes to one of three locations.
        const requests = reviewed.flatMap((id, n) => [...reads, write(id, n)]);

        const pid = server.child.pid as number;
        const load = (length: { amount: number } | { duration: number }) =>
          // A shared, busy machine may queue an answer for seconds; only a lost answer counts.
          runLoad({ url: server.url, connections: CONNECTIONS, requests, timeout: 60, ...length });

        const warmUpMemory = sampleResidentMemory(pid, 250);
        const warmUp = await load({ amount: WARM_UP_REQUESTS });
        const warmUpSamples = warmUpMemory.stop();
        const soakMemory = sampleResidentMemory(pid, 250);
        const soak = await load({ duration: SOAK_SECONDS });
        const soakSamples = soakMemory.stop();

        expect(failedWrites).toEqual([]);
        for (const result of [warmUp, soak]) {
          expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
            errors: 0,
            timeouts: 0,
            non2xx: 0,
          });
          expect(result["2xx"]).toBeGreaterThan(0);
        }
        expect(acknowledged.size).toBeGreaterThan(0);

        const megabytes = (samples: { bytes: number }[]) => samples.map((s) => Math.round(s.bytes / 2 ** 20));
        const curve = `resident MB, warm-up ${megabytes(warmUpSamples).join(" ")} | soak ${megabytes(soakSamples).join(" ")}`;
        expect(warmUpSamples.length).toBeGreaterThan(0);
        const warmUpPeak = Math.max(...warmUpSamples.map((s) => s.bytes));
        const soakPeak = Math.max(...soakSamples.map((s) => s.bytes));
        expect(soakPeak, curve).toBeLessThanOrEqual(flatBound(warmUpPeak));
        expect(residentGrowth(soakSamples), curve).toBeLessThanOrEqual(MAX_SOAK_GROWTH_BYTES);

        // Every review answered 201 is stored: read back through the API, location by location.
        const stored = new Set<number>();
        for (const id of reviewed) {
          const reviews = (await (await fetch(`${server.url}/api/locations/${id}/reviews`)).json()) as {
            id: number;
          }[];
          for (const review of reviews) stored.add(review.id);
        }
        const missing = [...acknowledged].filter((id) => !stored.has(id));
        expect(missing).toEqual([]);
        expect(server.child.exitCode).toBeNull();
      } finally {
        server.child.kill("SIGKILL");
        await server.exited;
      }
    },
    // The warm-up took 10 to 40 s with three states; with thirty, and every write clearing every
    // kept answer (decision 018), it took 150 s on a busy two-core machine.
    (SOAK_SECONDS + 330) * 1000,
  );
});
