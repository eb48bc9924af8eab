import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

// The process's Prometheus metrics, served at GET /metrics (docs/operations.md lists each one).
// Metrics belong to a process, so there is one registry per process; label values are bounded
// (route patterns, never raw URLs) so that no visitor can grow the series without end.

const registry = new Registry();

const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status code",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const databaseUp = new Gauge({
  name: "fishspots_database_up",
  help: "1 when the database answered the last readiness check (GET /readyz or a scrape), else 0",
  registers: [registry],
});

const alertTicks = new Counter({
  name: "fishspots_alert_ticks_total",
  help: "Alert worker ticks in this process, by outcome (ok or failed)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

const alertNotices = new Counter({
  name: "fishspots_alert_notices_total",
  help: "Alert notices handled by this process's worker, by result (recorded, sent, retrying, dead, interrupted)",
  labelNames: ["result"] as const,
  registers: [registry],
});

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

/**
 * Counts one answered request. `route` must be a pattern ("/api/locations/:id"), never the raw
 * URL. The request log calls this; so may anything that answers in front of Express.
 */
export function countRequest(request: { method: string; route: string; status: number; seconds: number }) {
  const method = KNOWN_METHODS.has(request.method) ? request.method : "OTHER";
  httpRequests.inc({ method, route: request.route, status: String(request.status) });
  httpDuration.observe({ method, route: request.route }, request.seconds);
}

export function recordDatabaseReady(ready: boolean) {
  databaseUp.set(ready ? 1 : 0);
}

export type AlertTickCounts = {
  recorded: number;
  sent: number;
  retrying: number;
  dead: number;
  interrupted: number;
};

export function countAlertTick(report: AlertTickCounts) {
  alertTicks.inc({ outcome: "ok" });
  for (const result of ["recorded", "sent", "retrying", "dead", "interrupted"] as const) {
    // Each result's series exists from the first tick, so a rate over it is never "no data".
    alertNotices.inc({ result }, report[result]);
  }
}

export function countFailedAlertTick() {
  alertTicks.inc({ outcome: "failed" });
}

let processMetricsStarted = false;

/** Node's own figures (memory, CPU, event loop, garbage collection): started once, by the web process. */
export function startProcessMetrics() {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: registry });
}

/** The Prometheus text exposition of every metric above. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
