import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEVER_STORED } from "#core/cachePolicy";
import { createAlertWorker } from "#server/alerts/worker";
import { createLogger } from "#server/logger";
import { createMailer } from "#server/mail.server";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// GET /metrics: Prometheus text, process metrics, requests by method, route pattern and status,
// database readiness and the alert worker's counters (docs/operations.md lists them).

let server: TestServer;
let locationId: number;

beforeAll(async () => {
  server = await startTestServer({ pages: true, locations: [makeLocation({ name: "Detroit Lake" })] });
  locationId = ((await server.services.findLocations({}))[0] as { id: number }).id;
});
afterAll(() => server.close());

async function scrape(target: TestServer = server): Promise<string> {
  const res = await target.fetchText("/metrics");
  expect(res.status).toBe(200);
  return res.body;
}

/** The value of one series, labels in any order; 0 when the series does not exist yet. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

describe("GET /metrics", () => {
  it("answers the Prometheus text format with process, HTTP and database metrics", async () => {
    const res = await server.fetchText("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    expect(res.headers.get("cache-control")).toBe(NEVER_STORED);
    for (const line of [
      "# TYPE http_requests_total counter",
      "# TYPE http_request_duration_seconds histogram",
      "# TYPE fishspots_database_up gauge",
      "# TYPE fishspots_alert_ticks_total counter",
      "# TYPE fishspots_alert_notices_total counter",
      "# TYPE process_resident_memory_bytes gauge",
      "# TYPE nodejs_eventloop_lag_seconds gauge",
    ]) {
      expect(res.body).toContain(line);
    }
    expect(value(res.body, "fishspots_database_up")).toBe(1);
    expect(value(res.body, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts requests by method, route pattern and status, with their latency", async () => {
    const route = "/api/locations/:id";
    const before = await scrape();
    for (let i = 0; i < 3; i++)
      expect((await server.fetchJson(`/api/locations/${locationId}`)).status).toBe(200);
    expect((await server.fetchJson("/api/locations/999999")).status).toBe(404);
    expect((await server.fetchText(`/locations/${locationId}`)).status).toBe(200);
    const after = await scrape();

    const count = (text: string, status: string, r = route) =>
      value(text, "http_requests_total", { method: "GET", route: r, status });
    expect(count(after, "200") - count(before, "200")).toBe(3);
    expect(count(after, "404") - count(before, "404")).toBe(1);
    expect(count(after, "200", "/locations/:id") - count(before, "200", "/locations/:id")).toBe(1);
    const observed = (text: string) =>
      value(text, "http_request_duration_seconds_count", { method: "GET", route });
    expect(observed(after) - observed(before)).toBe(4);
    expect(value(after, "http_request_duration_seconds_sum", { method: "GET", route })).toBeGreaterThan(0);
  });

  it("names routes by pattern, never by the URL a client sent", async () => {
    const before = await scrape();
    await server.fetchJson("/api/locations/search/zzuniquequeryzz");
    await server.fetchText("/no/such/page/zzuniquepagezz");
    await server.fetchJson("/api/no/such/zzuniqueapizz");
    const after = await scrape();
    expect(after).not.toContain("zzunique");
    const delta = (r: string, status: string) =>
      value(after, "http_requests_total", { method: "GET", route: r, status }) -
      value(before, "http_requests_total", { method: "GET", route: r, status });
    expect(delta("/api/locations/search/:query", "200")).toBe(1);
    expect(delta("/*", "404")).toBe(1);
    expect(delta("/api/*", "404")).toBe(1);
  });

  it("counts a method outside the usual few as OTHER", async () => {
    const before = value(await scrape(), "http_requests_total", { method: "OTHER" });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/locations`, { method: "PROPFIND" }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(404);
    const after = await scrape();
    expect(
      value(after, "http_requests_total", { method: "OTHER", route: "/api/*", status: "404" }),
    ).toBeGreaterThan(before);
    expect(after).not.toContain('method="PROPFIND"');
  });

  it("reports the database as down once it stops answering", async () => {
    const other = await startTestServer();
    try {
      await other.database.handle.close();
      expect(value(await scrape(other), "fishspots_database_up")).toBe(0);
    } finally {
      await other.close();
    }
    expect(value(await scrape(), "fishspots_database_up")).toBe(1);
  });

  it("counts the alert worker's ticks and notices", async () => {
    const logger = createLogger("silent");
    const worker = createAlertWorker({
      db: server.database.handle.db,
      mailer: createMailer({
        smtpUrl: undefined,
        from: "Fish Spots <alerts@fishspots.test>",
        dataDir: server.dataDir,
        logger,
      }),
      logger,
      publicUrl: "https://fishspots.test",
    });
    const before = await scrape();
    await worker.tick();
    const after = await scrape();
    const ticks = (text: string) => value(text, "fishspots_alert_ticks_total", { outcome: "ok" });
    expect(ticks(after) - ticks(before)).toBe(1);
    for (const result of ["recorded", "sent", "retrying", "dead", "interrupted"]) {
      expect(after).toMatch(new RegExp(`^fishspots_alert_notices_total\\{result="${result}"\\} \\d+`, "m"));
    }
  });
});
