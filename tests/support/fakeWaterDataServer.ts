// A local stand-in for the USGS Water Data OGC API (https://api.waterdata.usgs.gov/ogcapi/v0),
// written from its documentation (the API's OpenAPI description and USGS's dataRetrieval
// reference for the collections "monitoring-locations", "latest-continuous" and "continuous"):
//   GET /collections/monitoring-locations/items/{id}  -> a GeoJSON Feature, properties
//       monitoring_location_number, monitoring_location_name, agency_code, ...
//   GET /collections/latest-continuous/items?monitoring_location_id=&parameter_code=
//   GET /collections/continuous/items?monitoring_location_id=&parameter_code=&time=P7D&limit=
//       -> a GeoJSON FeatureCollection, one feature per observation, properties
//          { time_series_id, monitoring_location_id, parameter_code, statistic_id, time, value
//          (a string), unit_of_measure, approval_status, qualifier, last_modified },
//          numberReturned, links (self, and next while more remain)
//   GET /collections/time-series-metadata/items?monitoring_location_id=&computation_period_identifier=Points
//       -> a FeatureCollection, one feature per continuous series, properties { id,
//          monitoring_location_id, parameter_code, statistic_id, computation_period_identifier,
//          computation_identifier, unit_of_measure, begin, end, begin_utc, end_utc, ... }
//          (tests/fixtures/usgs/ holds a recorded answer of this collection and of
//          monitoring-locations, with where each came from)
// Errors are JSON { code, description } with the HTTP status. Gauges report every 15 minutes.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeGauge = {
  name: string;
  /** Values at an instant (ms), in the API's units: ft³/s, ft, °C. Absent: the gauge lacks it. */
  discharge?: (time: number) => number;
  gageHeight?: (time: number) => number;
  waterTemperature?: (time: number) => number;
  /**
   * When a series last reported (ms), for one that stopped: the series is listed by
   * time-series-metadata but sends nothing newer. Absent: it reports every 15 minutes.
   */
  lastReported?: Partial<Record<"00060" | "00065" | "00010", number>>;
};

type Route = "monitoring-locations" | "latest-continuous" | "continuous" | "time-series-metadata";
type Trouble = { status?: number; body?: string; delayMs?: number; empty?: boolean };

export type FakeWaterDataServer = {
  /** The base URL, for WATER_DATA_URL. */
  url: string;
  setGauge(id: string, gauge: FakeGauge): void;
  failWith(status: number, route?: Route): void;
  /** Answers 200 with this body, which need not be JSON. */
  answerWith(body: string, route?: Route): void;
  /** Answers with no features at all. */
  answerEmpty(route?: Route): void;
  slowDown(delayMs: number, route?: Route): void;
  heal(): void;
  requestCount(pathPrefix?: string): number;
  requests: { path: string; query: URLSearchParams; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
};

const STEP_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const PARAMETERS = [
  { code: "00060", unit: "ft^3/s", read: (g: FakeGauge) => g.discharge },
  { code: "00065", unit: "ft", read: (g: FakeGauge) => g.gageHeight },
  { code: "00010", unit: "degC", read: (g: FakeGauge) => g.waterTemperature },
] as const;

/** A river that rose two days ago and is dropping back: the classic fishing signal. */
export function droppingRiver(now: () => number, base = 1200): FakeGauge {
  const peakAt = () => now() - 2 * DAY_MS;
  return {
    name: "WILSON RIVER NEAR TILLAMOOK, OR",
    discharge: (t) => Math.round(base + 2400 * Math.exp(-(((t - peakAt()) / (0.8 * DAY_MS)) ** 2))),
    gageHeight: (t) => Math.round((3 + 2 * Math.exp(-(((t - peakAt()) / (0.8 * DAY_MS)) ** 2))) * 100) / 100,
    waterTemperature: () => 8.5,
  };
}

/** ISO 8601 durations the fake understands for `time`: P<n>D and PT<n>H. */
function durationMs(text: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(\d+)H)?$/.exec(text);
  if (!match) return null;
  return Number(match[1] ?? 0) * DAY_MS + Number(match[2] ?? 0) * 3_600_000;
}

const problem = (status: number, description: string) => ({
  status,
  body: JSON.stringify({ code: status === 404 ? "NotFound" : "ServerError", description }),
});

export async function startFakeWaterDataServer(
  options: {
    now?: () => number;
    gauges?: Record<string, FakeGauge>;
    /** A gauge for any other site id (the browser tests' server answers every curated gauge). */
    anyGauge?: (id: string) => FakeGauge;
    /** Sites whose every request fails with 500. */
    failingSites?: string[];
  } = {},
): Promise<FakeWaterDataServer> {
  const now = options.now ?? (() => Date.now());
  const known = new Map(Object.entries(options.gauges ?? {}));
  const gauges = {
    get: (id: string) => known.get(id) ?? (/^USGS-\d+$/.test(id) ? options.anyGauge?.(id) : undefined),
    set: (id: string, gauge: FakeGauge) => known.set(id, gauge),
  };
  const failing = new Set(options.failingSites ?? []);
  let trouble: Partial<Record<Route, Trouble>> = {};
  const requests: FakeWaterDataServer["requests"] = [];
  const timers = new Set<NodeJS.Timeout>();
  let address = "";

  const feature = (id: string, code: string, unit: string, time: number, value: number) => ({
    type: "Feature",
    id: `${id}-${code}-${time}`,
    geometry: null,
    properties: {
      time_series_id: `${id.slice(5)}${code}`,
      monitoring_location_id: id,
      parameter_code: code,
      statistic_id: "00011",
      time: new Date(time).toISOString().replace(".000Z", "+00:00"),
      value: String(value),
      unit_of_measure: unit,
      approval_status: "Provisional",
      qualifier: null,
      last_modified: new Date(time + 5 * 60_000).toISOString(),
    },
  });

  const series = (id: string, code: string, unit: string, end: number) => {
    const utc = new Date(end).toISOString().replace(".000Z", "+00:00");
    return {
      type: "Feature",
      id: `${id.slice(5)}${code}`,
      geometry: null,
      properties: {
        id: `${id.slice(5)}${code}`,
        monitoring_location_id: id,
        parameter_code: code,
        statistic_id: "00011",
        computation_period_identifier: "Points",
        computation_identifier: "Instantaneous",
        unit_of_measure: unit,
        primary: "Primary",
        begin: "2007-10-01T00:00:00",
        end: utc.slice(0, 19),
        begin_utc: "2007-10-01T07:00:00+00:00",
        end_utc: utc,
      },
    };
  };

  const collection = (path: string, features: unknown[]) =>
    JSON.stringify({
      type: "FeatureCollection",
      features,
      numberReturned: features.length,
      links: [{ rel: "self", type: "application/geo+json", href: `${address}${path}` }],
      timeStamp: new Date(now()).toISOString(),
    });

  function answer(route: Route, path: string, query: URLSearchParams): { status: number; body: string } {
    const t = trouble[route];
    if (t?.status !== undefined) return problem(t.status, "fake failure");
    const site = query.get("monitoring_location_id") ?? decodeURIComponent(path.split("/").pop() ?? "");
    if (failing.has(site)) return problem(500, "fake failure");
    if (t?.body !== undefined) return { status: 200, body: t.body };
    if (route === "monitoring-locations") {
      const id = decodeURIComponent(path.split("/").pop() ?? "");
      const gauge = gauges.get(id);
      if (!gauge) return problem(404, `${id} not found`);
      return {
        status: 200,
        body: JSON.stringify({
          type: "Feature",
          id,
          geometry: { type: "Point", coordinates: [-123.75, 45.48] },
          properties: {
            agency_code: "USGS",
            agency_name: "U.S. Geological Survey",
            monitoring_location_number: id.slice(5),
            monitoring_location_name: gauge.name,
            state_name: "Oregon",
            site_type: "Stream",
            site_type_code: "ST",
          },
        }),
      };
    }
    const id = query.get("monitoring_location_id") ?? "";
    const gauge = gauges.get(id);
    const codes = query.get("parameter_code")?.split(",");
    const wanted = PARAMETERS.filter((p) => !codes || codes.includes(p.code));
    if (!gauge || t?.empty) return { status: 200, body: collection(path, []) };
    const latestTime = now() - (now() % STEP_MS) - STEP_MS;
    const lastOf = (code: (typeof PARAMETERS)[number]["code"]) =>
      Math.min(latestTime, gauge.lastReported?.[code] ?? latestTime);
    if (route === "time-series-metadata") {
      const period = query.get("computation_period_identifier");
      if (period && period !== "Points") return { status: 200, body: collection(path, []) };
      const features = wanted.flatMap((p) =>
        p.read(gauge) ? [series(id, p.code, p.unit, lastOf(p.code))] : [],
      );
      return { status: 200, body: collection(path, features) };
    }
    if (route === "latest-continuous") {
      const features = wanted.flatMap((p) => {
        const read = p.read(gauge);
        const time = lastOf(p.code);
        return read ? [feature(id, p.code, p.unit, time, read(time))] : [];
      });
      return { status: 200, body: collection(path, features) };
    }
    const span = durationMs(query.get("time") ?? "P365D");
    if (span === null) return problem(400, "invalid time");
    const limit = Number(query.get("limit") ?? 10);
    const features = wanted.flatMap((p) => {
      const read = p.read(gauge);
      if (!read) return [];
      const points = [];
      for (let time = latestTime - span + STEP_MS; time <= latestTime; time += STEP_MS) {
        points.push(feature(id, p.code, p.unit, time, read(time)));
      }
      return points;
    });
    return { status: 200, body: collection(path, features.slice(0, limit)) };
  }

  const routeOf = (path: string): Route | null => {
    if (path.startsWith("/collections/monitoring-locations/items/")) return "monitoring-locations";
    if (path === "/collections/latest-continuous/items") return "latest-continuous";
    if (path === "/collections/continuous/items") return "continuous";
    if (path === "/collections/time-series-metadata/items") return "time-series-metadata";
    return null;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    const route = routeOf(url.pathname);
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const { status, body } = route
          ? answer(route, url.pathname, url.searchParams)
          : problem(404, "no such path");
        res.writeHead(status, { "Content-Type": status < 400 ? "application/geo+json" : "application/json" });
        res.end(body);
      },
      (route && trouble[route]?.delayMs) || 0,
    );
    timers.add(timer);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const addTrouble = (route: Route | undefined, change: Trouble) => {
    for (const each of route
      ? [route]
      : (["monitoring-locations", "latest-continuous", "continuous", "time-series-metadata"] as const)) {
      trouble = { ...trouble, [each]: { ...trouble[each], ...change } };
    }
  };
  return {
    url: address,
    setGauge: (id, gauge) => void gauges.set(id, gauge),
    failWith: (status, route) => addTrouble(route, { status }),
    answerWith: (body, route) => addTrouble(route, { body }),
    answerEmpty: (route) => addTrouble(route, { empty: true }),
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
