import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, startWorkerProcess } from "../support/serverProcess";
import { OREGON_ONLY, serverDataEnv } from "../support/serverProcessData";
import { postgresAdminUrl } from "../support/testDatabase";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A data folder (and database) of its own; new and empty, unless `seeded` with Oregon's spots. */
function serverEnv({ seeded = false } = {}): Promise<Record<string, string>> {
  return serverDataEnv("proc", cleanups, {}, seeded ? { seed: OREGON_ONLY } : {});
}

// The first test starts a server process that seeds a new database with every curated state
// (about 12 s alone); with two test files at a time on two cores one start can take twice that,
// past the default 30 s. The others start on Oregon's spots, seeded before the process starts:
// they are about the process, not the dataset.
describe("the production server process", { timeout: 60_000 }, () => {
  it("seeds a new database with the curated dataset and renders the home page", async () => {
    const server = await startServerProcess(await serverEnv());
    try {
      const locations = await (await fetch(`${server.url}/api/locations`)).json();
      expect(locations.length).toBeGreaterThanOrEqual(150);
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).toContain("<title>Fish Spots - Oregon Fishing Locations Directory</title>");
      expect(html).toContain("Featured Fishing Locations");
      // Content is in the HTML before any script runs.
      expect(html).toContain(`href="/locations/`);
      // The child logs each request once its answer has gone out; give the pipe a moment.
      const requestLines = () =>
        server
          .output()
          .split("\n")
          .filter((l) => l.includes('"event":"request"'));
      await expect.poll(() => requestLines().length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      const lines = requestLines();
      expect(() => JSON.parse(lines[0] as string)).not.toThrow();
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  });

  it("keeps a review answered 201 through kill -9 and a restart", async () => {
    const env = await serverEnv({ seeded: true });
    const first = await startServerProcess(env);
    const [location] = await (await fetch(`${first.url}/api/locations?limit=1`)).json();
    const res = await fetch(`${first.url}/api/locations/${location.id}/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "Durable Dan", rating: 5, reviewText: "Still here after a crash." }),
    });
    expect(res.status).toBe(201);
    const review = await res.json();
    first.child.kill("SIGKILL");
    await first.exited;

    const second = await startServerProcess(env);
    try {
      const reviews = await (await fetch(`${second.url}/api/locations/${location.id}/reviews`)).json();
      expect(reviews).toContainEqual(expect.objectContaining({ id: review.id, userName: "Durable Dan" }));
    } finally {
      second.child.kill("SIGKILL");
      await second.exited;
    }
  });

  it("shuts down cleanly on SIGTERM with exit code 0", async () => {
    const server = await startServerProcess(await serverEnv({ seeded: true }));
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"event":"shutdown.done"');
  });

  it("refuses to start with a bad configuration, naming the variable", async () => {
    await expect(
      startServerProcess({ ...(await serverEnv()), PORT: "x", DATABASE_URL: "mysql://nope" }),
    ).rejects.toThrow(/DATABASE_URL/);
  });

  it("runs the alert worker inside the web process unless ALERT_WORKER=off", async () => {
    const env = await serverEnv({ seeded: true });
    const on = await startServerProcess(env);
    on.child.kill("SIGTERM");
    expect(await on.exited).toBe(0);
    expect(on.output()).toContain('"event":"worker.started"');

    const off = await startServerProcess({ ...env, ALERT_WORKER: "off" });
    off.child.kill("SIGTERM");
    expect(await off.exited).toBe(0);
    expect(off.output()).toContain('"event":"worker.off"');
    expect(off.output()).not.toContain('"event":"worker.started"');
  });
});

describe("the alert worker process (npm run worker)", () => {
  it(
    postgresAdminUrl
      ? "runs against PostgreSQL and stops cleanly on SIGTERM"
      : "refuses the embedded database, which belongs to the web process",
    async () => {
      const env = await serverEnv();
      const worker = startWorkerProcess(env);
      if (!postgresAdminUrl) {
        expect(await worker.exited).toBe(1);
        expect(worker.output()).toMatch(/needs DATABASE_URL/);
        return;
      }
      await expect.poll(() => worker.output(), { timeout: 20_000 }).toContain('"event":"worker.started"');
      worker.child.kill("SIGTERM");
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('"event":"shutdown.done"');
    },
  );
});
