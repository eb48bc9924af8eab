import { once } from "node:events";
import { Agent } from "node:http";
import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { call, keepAliveLoop, type LoadCall } from "../support/keepAliveLoad";
import { rawConnection } from "../support/rawHttp";
import { startServerProcess } from "../support/serverProcess";
import { OREGON_ONLY, serverDataEnv } from "../support/serverProcessData";

// Issue 9 "Shutdown": SIGTERM under load completes the requests in flight (no reset
// connections), refuses new connections, and exits 0 within 10 s.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function serverEnv(): Promise<Record<string, string>> {
  return serverDataEnv(
    "shutdown",
    cleanups,
    { RATE_LIMIT_WRITES_PER_MINUTE: "10000000" },
    { seed: OREGON_ONLY },
  );
}

type Location = { id: number; tideInfo: string | null };

// The load repeats one text, so its reviews after the first are held (202, decision 032); the slow
// upload, checked for its 201, has a text of its own.
const review = (name: string, reviewText = "Calm water.") =>
  JSON.stringify({ userName: name, rating: 4, reviewText });

function portOf(url: string): number {
  return Number(new URL(url).port);
}

describe("shutdown on SIGTERM under load", () => {
  it("finishes every request that has a connection, refuses new ones, and exits 0 within 10 s", async () => {
    const server = await startServerProcess(await serverEnv());
    const port = portOf(server.url);
    try {
      const locations = (await (await fetch(`${server.url}/api/locations`)).json()) as Location[];
      const [first] = locations as [Location];
      const tidal = locations.filter((l) => l.tideInfo?.trim()).slice(0, 3);

      // Sixteen keep-alive clients, back to back, reading and writing.
      const calls: LoadCall[] = [
        { method: "GET", path: "/" },
        { method: "GET", path: `/api/locations/${first.id}` },
        { method: "POST", path: `/api/locations/${first.id}/reviews`, body: review("Load") },
        { method: "GET", path: `/locations/${first.id}` },
        { method: "GET", path: "/api/locations" },
      ];
      let stopLoad = false;
      const loops = Array.from({ length: 16 }, () => keepAliveLoop(server.url, calls, () => stopLoad));

      // A client that connected and says nothing: it must not hold the shutdown up.
      const idle = connect(port, "127.0.0.1");
      await once(idle, "connect");
      const idleClosed = once(idle, "close");

      // A slow upload: headers and half a body now, the rest after the close has begun.
      const body = review("Slow Sam", "Slow upload, calm water all the same.");
      const upload = rawConnection(port, { timeoutMs: 30_000 });
      upload.socket.write(
        `POST /api/locations/${first.id}/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
          body.slice(0, 10),
      );

      // Let the load get going (a bounded wait for the first answers, not a timing).
      await new Promise((r) => setTimeout(r, 1500));

      // Two weeks of tides for several stations, computed cold: still in flight at SIGTERM. They
      // go on connections the server has already answered on, so they surely have a connection.
      const tideAgent = new Agent({ keepAlive: true, maxSockets: tidal.length });
      await Promise.all(
        tidal.map((l) => call(server.url, tideAgent, { method: "GET", path: `/api/locations/${l.id}` })),
      );
      const tides = tidal.map((l) =>
        call(
          server.url,
          tideAgent,
          { method: "GET", path: `/api/locations/${l.id}/tides?days=14` },
          {
            "accept-encoding": "gzip",
          },
        ),
      );
      // Settled here too, so a failure is reported by the assertion below, not as unhandled.
      const tidesSettled = Promise.allSettled(tides);

      const terminatedAt = Date.now();
      server.child.kill("SIGTERM");
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('"event":"http.draining"');

      // New connections are refused once the close has begun.
      const late = connect(port, "127.0.0.1");
      const [refusal] = (await once(late, "error").catch((error: unknown) => [error])) as [
        NodeJS.ErrnoException,
      ];
      expect(refusal.code).toBe("ECONNREFUSED");

      // The slow upload still completes and is answered in full.
      await new Promise((r) => setTimeout(r, 500));
      upload.socket.write(body.slice(10));
      const uploaded = await upload.answer;
      expect(uploaded.status).toBe(201);
      expect(JSON.parse(uploaded.body.toString()).userName).toBe("Slow Sam");

      const tideAnswers = await tidesSettled;
      expect(tideAnswers.map((a) => (a.status === "fulfilled" ? a.value.status : String(a.reason)))).toEqual(
        tidal.map(() => 200),
      );
      tideAgent.destroy();

      const exitCode = await Promise.race([
        server.exited,
        new Promise<"still running">((r) =>
          setTimeout(() => r("still running"), 10_000 - (Date.now() - terminatedAt)),
        ),
      ]);
      expect(exitCode).toBe(0);
      stopLoad = true;
      const reports = await Promise.all(loops);
      expect(reports.flatMap((r) => r.failures)).toEqual([]);
      for (const report of reports) {
        expect(report.answers.length).toBeGreaterThan(0);
        expect(report.answers.every((a) => a.status < 300)).toBe(true);
      }
      await idleClosed;
      expect(server.output()).toContain('"event":"shutdown.done"');
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }, 90_000);
});
