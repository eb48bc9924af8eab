// A local stand-in for the National Weather Service API
// (docs/architecture.md "Tests talk to real parts": fakes only for what lies outside our machine,
// as a small HTTP server). It answers the two calls the weather source makes, in the API's GeoJSON
// shapes (NWS API documentation, https://www.weather.gov/documentation/services-web-api):
//   GET /points/{lat},{lon}                -> properties.forecast and forecastGridData, URLs under
//                                             this server's own address
//   GET /gridpoints/{wfo}/{x},{y}          -> properties.windSpeed and properties.pressure layers
//   GET /gridpoints/{wfo}/{x},{y}/forecast -> properties.periods: 14 day and night periods from
//                                             the current one, wind as text ("5 to 10 mph") and
//                                             probabilityOfPrecipitation { unitCode, value }
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

type Route = "points" | "gridpoints" | "forecast";

/** One period of GET /gridpoints/{wfo}/{x},{y}/forecast, as NWS writes it. */
export type FakeForecastPeriod = {
  number: number;
  name: string;
  startTime: string;
  endTime: string;
  isDaytime: boolean;
  temperature: number;
  temperatureUnit: "F";
  temperatureTrend: string | null;
  probabilityOfPrecipitation: { unitCode: "wmoUnit:percent"; value: number | null };
  windSpeed: string;
  windDirection: string;
  icon: string;
  shortForecast: string;
  detailedForecast: string;
};
type Trouble = { status?: number; body?: string; delayMs?: number };

export type FakeWeatherServer = {
  /** The base URL, for WEATHER_URL. */
  url: string;
  setForecast(forecast: FakeForecast): void;
  /** The 7-day forecast's periods (by default 14 made from the clock, see forecastPeriodsFrom). */
  setPeriods(periods: FakeForecastPeriod[] | null): void;
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
  path.startsWith("/points/")
    ? "points"
    : path.startsWith("/gridpoints/") && path.endsWith("/forecast")
      ? "forecast"
      : path.startsWith("/gridpoints/")
        ? "gridpoints"
        : null;

const HOUR_MS = 3_600_000;

/** Oregon's offset as NWS writes times in the office's zone ("2026-11-26T06:00:00-08:00"). */
function pacific(instant: number): string {
  const zone = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    timeZoneName: "longOffset",
  })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = zone?.replace("GMT", "") || "+00:00";
  const hours = Number(offset.slice(0, 3));
  const local = new Date(instant + hours * HOUR_MS).toISOString().slice(0, 19);
  return `${local}${offset}`;
}

const pacificPart = (instant: number, part: "weekday" | "hour") =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    ...(part === "weekday" ? { weekday: "long" } : { hour: "numeric", hourCycle: "h23" }),
  }).format(instant);

/**
 * Fourteen periods as NWS gives them: the current half-day (6 AM-6 PM is day), then alternating
 * night and day, named "Today"/"Tonight" and then by weekday.
 */
export function forecastPeriodsFrom(now: Date, plan: { windSpeed?: string; rain?: number | null } = {}) {
  const periods: FakeForecastPeriod[] = [];
  const localHour = Number(pacificPart(now.getTime(), "hour"));
  const isDay = localHour >= 6 && localHour < 18;
  const boundaryHoursAhead = isDay ? 18 - localHour : localHour >= 18 ? 30 - localHour : 6 - localHour;
  let start = now.getTime() - (now.getTime() % HOUR_MS);
  let end = start + boundaryHoursAhead * HOUR_MS;
  let daytime = isDay;
  for (let number = 1; number <= 14; number++) {
    const weekday = pacificPart(start, "weekday");
    const name =
      number === 1
        ? daytime
          ? "Today"
          : "Tonight"
        : number === 2 && !daytime
          ? "Tonight"
          : daytime
            ? weekday
            : `${weekday} Night`;
    const rain = plan.rain === undefined ? (number % 3 === 0 ? 60 : 10) : plan.rain;
    periods.push({
      number,
      name,
      startTime: pacific(start),
      endTime: pacific(end),
      isDaytime: daytime,
      temperature: daytime ? 52 + (number % 4) : 40 + (number % 3),
      temperatureUnit: "F",
      temperatureTrend: null,
      probabilityOfPrecipitation: { unitCode: "wmoUnit:percent", value: rain },
      windSpeed: plan.windSpeed ?? (daytime ? "5 to 10 mph" : "5 mph"),
      windDirection: "SW",
      icon: "https://api.weather.gov/icons/land/day/rain,60?size=medium",
      shortForecast: rain !== null && rain >= 50 ? "Rain Likely" : "Mostly Cloudy",
      detailedForecast: "Mostly cloudy, with a high near 54.",
    });
    start = end;
    end = start + 12 * HOUR_MS;
    daytime = !daytime;
  }
  return periods;
}

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

export async function startFakeWeatherServer(
  forecast: FakeForecast = {},
  options: { now?: () => Date } = {},
): Promise<FakeWeatherServer> {
  let current = forecast;
  let periods: FakeForecastPeriod[] | null = null;
  const now = options.now ?? (() => new Date());
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
    if (route === "forecast") {
      const generatedAt = now().toISOString();
      const properties = {
        units: "us",
        forecastGenerator: "BaselineForecastGenerator",
        generatedAt,
        updateTime: generatedAt,
        validTimes: `${generatedAt}/P7DT18H`,
        elevation: { unitCode: "wmoUnit:m", value: 12 },
        periods: periods ?? forecastPeriodsFrom(now()),
      };
      return { status: 200, body: JSON.stringify({ type: "Feature", geometry: null, properties }) };
    }
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
    for (const each of route ? [route] : (["points", "gridpoints", "forecast"] as const)) {
      trouble = { ...trouble, [each]: { ...trouble[each], ...change } };
    }
  };

  return {
    url: address,
    setForecast(next) {
      current = next;
    },
    setPeriods(next) {
      periods = next;
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
