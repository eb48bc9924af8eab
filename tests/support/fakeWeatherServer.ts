// A local stand-in for the National Weather Service API
// (docs/architecture.md "Tests talk to real parts": fakes only for what lies outside our machine,
// as a small HTTP server). It answers the two calls the weather source makes, in the API's GeoJSON
// shapes:
//   GET /points/{lat},{lon}       -> properties.forecastGridData under this server's own address
//   GET /gridpoints/{wfo}/{x},{y} -> properties.windSpeed and properties.pressure layers
// Places map to 0.025-degree grid cells (about NWS's 2.5 km), so nearby places share a grid.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeLayer = {
  uom?: string;
  values: { validTime: string; value: number | null }[];
};

/** The gridpoint layers every grid answers with. */
export type FakeForecast = { windSpeed?: FakeLayer; pressure?: FakeLayer };

type Route = "points" | "gridpoints";
type Trouble = { status?: number; body?: string; delayMs?: number };

export type FakeWeatherServer = {
  /** The base URL, for WEATHER_URL. */
  url: string;
  setForecast(forecast: FakeForecast): void;
  /** Answers every request (or one route's) with this status. */
  failWith(status: number, route?: Route): void;
  /** Answers 200 with this body, which need not be JSON. */
  answerWith(body: string, route?: Route): void;
  /** Waits this long before each answer. */
  slowDown(delayMs: number, route?: Route): void;
  /** Back to prompt, correct answers (the forecast is kept). */
  heal(): void;
  /** Requests received whose path starts with `pathPrefix` (all without). */
  requestCount(pathPrefix?: string): number;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
};

const GRID_DEGREES = 0.025;

type Answer = { status: number; body: string };

const routeOf = (path: string): Route | null =>
  path.startsWith("/points/") ? "points" : path.startsWith("/gridpoints/") ? "gridpoints" : null;

// NWS error answers are RFC 7807 problem documents.
const problem = (status: number): Answer => ({
  status,
  body: JSON.stringify({
    type: "https://api.weather.gov/problems/Unexpected",
    title: "Fake failure",
    status,
  }),
});

/** The point's grid cell, its URLs under this server's own address (the real API's are absolute). */
function pointAnswer(address: string, path: string): Answer {
  const [latitude = Number.NaN, longitude = Number.NaN] = path
    .slice("/points/".length)
    .split(",")
    .map(Number);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return problem(404);
  const gridX = Math.floor((longitude + 180) / GRID_DEGREES);
  const gridY = Math.floor((latitude + 90) / GRID_DEGREES);
  const grid = `${address}/gridpoints/PQR/${gridX},${gridY}`;
  const properties = {
    gridId: "PQR",
    gridX,
    gridY,
    forecast: `${grid}/forecast`,
    forecastHourly: `${grid}/forecast/hourly`,
    forecastGridData: grid,
  };
  return { status: 200, body: JSON.stringify({ type: "Feature", properties }) };
}

export async function startFakeWeatherServer(forecast: FakeForecast = {}): Promise<FakeWeatherServer> {
  let current = forecast;
  let trouble: Partial<Record<Route, Trouble>> = {};
  const requests: FakeWeatherServer["requests"] = [];
  const timers = new Set<NodeJS.Timeout>();

  const answerFor = (route: Route | null, path: string): Answer => {
    const { status, body } = (route && trouble[route]) || {};
    if (status !== undefined) return problem(status);
    if (body !== undefined) return { status: 200, body };
    if (route === "points") return pointAnswer(address, path);
    if (route === "gridpoints")
      return { status: 200, body: JSON.stringify({ type: "Feature", properties: current }) };
    return problem(404);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    requests.push({ path, headers: req.headers });
    const route = routeOf(path);
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const { status, body } = answerFor(route, path);
        res.writeHead(status, {
          "Content-Type": status < 400 ? "application/geo+json" : "application/problem+json",
        });
        res.end(body);
      },
      (route && trouble[route]?.delayMs) || 0,
    );
    timers.add(timer);
  });

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const addTrouble = (route: Route | undefined, change: Trouble) => {
    for (const each of route ? [route] : (["points", "gridpoints"] as const)) {
      trouble = { ...trouble, [each]: { ...trouble[each], ...change } };
    }
  };

  return {
    url: address,
    setForecast(next) {
      current = next;
    },
    failWith: (status, route) => addTrouble(route, { status }),
    answerWith: (body, route) => addTrouble(route, { body }),
    slowDown: (delayMs, route) => addTrouble(route, { delayMs }),
    heal() {
      trouble = {};
    },
    requestCount: (pathPrefix = "/") => requests.filter((r) => r.path.startsWith(pathPrefix)).length,
    requests,
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
