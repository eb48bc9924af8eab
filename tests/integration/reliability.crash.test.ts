import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../support/serverProcess";
import { OREGON_ONLY, serverDataEnv } from "../support/serverProcessData";
import { postgresAdminUrl } from "../support/testDatabase";

// Issue 9 "Crash": kill -9 during write load, then restart on the same data: every write that
// was answered 201 is there. PGlite: the same DATA_DIR; under test:pg, the same database.

const WRITERS = 16;
const ACKNOWLEDGED_BEFORE_KILL = 200;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function serverEnv(): Promise<Record<string, string>> {
  return serverDataEnv(
    "crash",
    cleanups,
    { RATE_LIMIT_WRITES_PER_MINUTE: "10000000", LOG_LEVEL: "warn" },
    { seed: OREGON_ONLY },
  );
}

describe(`crash: kill -9 during write load (${postgresAdminUrl ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("keeps every review answered 201 through kill -9 and a restart on the same data", async () => {
    const env = await serverEnv();
    const first = await startServerProcess(env);
    const [location] = (await (await fetch(`${first.url}/api/locations?limit=1`)).json()) as { id: number }[];
    const locationId = (location as { id: number }).id;

    const acknowledged: number[] = [];
    const unexpected: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        try {
          const res = await fetch(`${first.url}/api/locations/${locationId}/reviews`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              userName: `Writer ${w}-${n}`,
              rating: 3,
              // Each its own text: the same text twice from one address is held (decision 032).
              reviewText: `Before the crash, write ${w}-${n}.`,
            }),
          });
          const text = await res.text();
          // Acknowledged means the whole 201 answer arrived.
          if (res.status === 201) acknowledged.push((JSON.parse(text) as { id: number }).id);
          else unexpected.push(`${res.status} ${text.slice(0, 200)}`);
        } catch {
          // The server died with this request in flight: it was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    try {
      await expect
        .poll(() => acknowledged.length, { timeout: 120_000, interval: 50 })
        .toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    } finally {
      first.child.kill("SIGKILL");
      stop = true;
    }
    await first.exited;
    await Promise.all(writers);
    expect(unexpected).toEqual([]);

    const second = await startServerProcess(env);
    try {
      const res = await fetch(`${second.url}/api/locations/${locationId}/reviews`);
      expect(res.status).toBe(200);
      const stored = new Set(((await res.json()) as { id: number }[]).map((r) => r.id));
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      // The restarted server takes writes again.
      const after = await fetch(`${second.url}/api/locations/${locationId}/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userName: "After", rating: 5 }),
      });
      expect(after.status).toBe(201);
    } finally {
      second.child.kill("SIGKILL");
      await second.exited;
    }
  }, 240_000);
});
