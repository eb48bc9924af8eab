import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { NOTICE_LEAD_MS } from "#core/alertEvents";
import type { OptimalWindow } from "#core/optimalConditions";
import { createOptimalWindowCache, eventSource } from "#server/alerts/eventSources";
import { weatherCheckFor } from "#server/alerts/weatherCheck";
import { sourceCache, tideAlerts } from "#server/db/schema";
import { createLiveConditions } from "#server/services/conditions/liveConditions";
import type { TideDayExtreme } from "#server/services/conditions/tides";
import {
  alertWorkerFixture,
  HOUR,
  MINUTE,
  PUBLIC_URL,
  START,
  tideCache,
} from "../support/alertWorkerFixture";
import { startFakeWeatherServer } from "../support/fakeWeatherServer";
import { createMemoryLogger } from "../support/memoryLogger";

// The alert worker (decision 017): which events each kind of alert hears about and when, and
// weather limits. Sending, retries and crashes: alerts.delivery.test.ts.

const alerts = alertWorkerFixture();
const { alertFor, extremesAfter, harness, notices } = alerts;

describe("the alert worker", () => {
  it("tells a high-tide alert about the next high once, within the lead time and not before", async () => {
    const alert = await alertFor("high@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const { worker, setClock } = harness();

    setClock(new Date(high.time.getTime() - NOTICE_LEAD_MS - MINUTE));
    expect((await worker.tick()).recorded).toBe(0);
    expect(await notices(alert.id)).toHaveLength(0);

    setClock(new Date(high.time.getTime() - 2 * HOUR));
    const report = await worker.tick();
    expect(report).toMatchObject({ recorded: 1, sent: 1 });
    const [mail] = alerts.sink.messagesTo("high@example.com");
    expect(mail?.subject).toMatch(/high tide/i);
    const [row] = await notices(alert.id);
    expect(row).toMatchObject({ status: "sent", eventType: "high", attempts: 1 });
    expect(row?.eventTime.getTime()).toBe(high.time.getTime());

    // Later ticks before the event add nothing, even once the interval has passed.
    setClock(new Date(high.time.getTime() - 30 * MINUTE));
    await worker.tick();
    setClock(new Date(high.time.getTime() + MINUTE));
    await worker.tick();
    expect(alerts.sink.messagesTo("high@example.com")).toHaveLength(1);
  });

  it("a minus-tide alert (low tide, at most 0.0 ft) hears only about lows below zero", async () => {
    const alert = await alertFor("minus@example.com", { lowTideAlert: true, maxTideHeight: 0 });
    const lows = extremesAfter(START).filter((e) => e.type === "low");
    const minus = lows.find((e) => e.height < 0) as TideDayExtreme;
    const ordinary = lows.find((e) => e.height > 0.5) as TideDayExtreme;
    expect(minus).toBeDefined();
    const { worker, setClock } = harness();

    setClock(new Date(ordinary.time.getTime() - HOUR));
    expect((await worker.tick()).recorded).toBe(0);

    setClock(new Date(minus.time.getTime() - HOUR));
    expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
    const [row] = await notices(alert.id);
    expect(row).toMatchObject({ eventType: "low", status: "sent" });
    expect(JSON.parse(row?.payload ?? "{}")).toMatchObject({ type: "low", minus: true });
    expect(row?.eventTime.getTime()).toBe(minus.time.getTime());
    expect(alerts.sink.messagesTo("minus@example.com")).toHaveLength(1);
  });

  it("an optimal-conditions alert hears about the next optimal window before it opens", async () => {
    const alert = await alertFor("optimal@example.com", { optimalConditionsAlert: true });
    const source = eventSource({
      tideCache,
      optimalCache: createOptimalWindowCache(),
      station: alerts.station,
      place: { latitude: 45.54, longitude: -123.91 },
      timeZone: alerts.timeZone,
      from: START,
      to: new Date(START.getTime() + 2 * 24 * HOUR),
      withOptimal: true,
    });
    const window = source.optimalWindows?.find((w) => w.start > START) as OptimalWindow;
    expect(window).toBeDefined();
    const { worker, setClock } = harness();

    setClock(new Date(window.start.getTime() - 90 * MINUTE));
    expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
    const [row] = await notices(alert.id);
    expect(row).toMatchObject({ eventType: "optimal", status: "sent" });
    expect(row?.eventTime.getTime()).toBe(window.start.getTime());
    expect(JSON.parse(row?.payload ?? "{}").reasons).toEqual(window.reasons);
  });

  it("honours minAlertInterval: one notice per interval, the next event after it", async () => {
    const alert = await alertFor("daily@example.com", {
      highTideAlert: true,
      lowTideAlert: true,
      minAlertInterval: 86400,
    });
    const [first, second] = extremesAfter(START);
    const { worker, setClock } = harness();

    setClock(new Date((first as TideDayExtreme).time.getTime() - HOUR));
    await worker.tick();
    // The next high or low, well within a day: the interval keeps it quiet.
    setClock(new Date((second as TideDayExtreme).time.getTime() - HOUR));
    expect((await worker.tick()).recorded).toBe(0);
    expect(await notices(alert.id)).toHaveLength(1);

    // A day after the first notice, the next event goes out.
    const dayLater = new Date((first as TideDayExtreme).time.getTime() - HOUR + 24 * HOUR);
    const next = extremesAfter(dayLater)[0] as TideDayExtreme;
    setClock(new Date(next.time.getTime() - HOUR));
    expect((await worker.tick()).recorded).toBe(1);
    expect(await notices(alert.id)).toHaveLength(2);
    const [row] = await alerts.database.handle.db
      .select()
      .from(tideAlerts)
      .where(eq(tideAlerts.id, alert.id));
    expect(row?.lastAlertSent?.getTime()).toBe(next.time.getTime() - HOUR);
  });

  it("paused alerts, unconfirmed addresses and alerts without e-mail stay silent", async () => {
    await alertFor("paused@example.com", { highTideAlert: true, lowTideAlert: true, active: false });
    await alertFor("unconfirmed@example.com", { highTideAlert: true, lowTideAlert: true }, false);
    await alertFor("sms-only@example.com", {
      highTideAlert: true,
      lowTideAlert: true,
      emailAlerts: false,
      smsAlerts: true,
    });
    const { worker, setClock } = harness();
    for (const extreme of extremesAfter(START, 2)) {
      setClock(new Date(extreme.time.getTime() - HOUR));
      expect(await worker.tick()).toMatchObject({ recorded: 0, sent: 0 });
    }
    expect(alerts.sink.messages).toHaveLength(0);
  });

  it("an alert paused after its notice was recorded is not mailed", async () => {
    const alert = await alertFor("pause-later@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    // A mailer that is down: the notice is recorded and waits for a retry.
    const { worker, setClock } = harness();
    alerts.sink.failNext(1);
    setClock(new Date(high.time.getTime() - 2 * HOUR));
    expect(await worker.tick()).toMatchObject({ recorded: 1, retrying: 1 });
    await alerts.database.handle.db
      .update(tideAlerts)
      .set({ active: false })
      .where(eq(tideAlerts.id, alert.id));
    setClock(new Date(high.time.getTime() - 2 * HOUR + 5 * MINUTE));
    expect(await worker.tick()).toMatchObject({ sent: 0, skipped: 1 });
    expect((await notices(alert.id))[0]?.status).toBe("cancelled");
    expect(alerts.sink.messages).toHaveLength(0);
  });
});

/**
 * The weather limits as a worker process reads them (server/alerts/runtime.ts): through its own
 * live conditions, over the source_cache rows every process shares; on a clock of its own.
 */
function weatherCheckThrough(
  weatherUrl: string | undefined,
  options: { logger?: ReturnType<typeof createMemoryLogger>["logger"]; now?: () => Date } = {},
) {
  const live = createLiveConditions({
    db: alerts.database.handle.db,
    logger: options.logger ?? createMemoryLogger().logger,
    config: {
      weatherUrl,
      waterDataUrl: undefined,
      usgsApiKey: undefined,
      publicUrl: PUBLIC_URL,
      contactEmail: "hello@fishspots.example",
    },
    tideCache,
    now: options.now ?? (() => START),
  });
  return weatherCheckFor(live.weatherReadingAt);
}

describe("weather limits", () => {
  beforeEach(async () => {
    // Each test's fake NWS has an address of its own: no test reads another's kept grid.
    await alerts.database.handle.db.delete(sourceCache);
  });

  // December at Tillamook: 40 km/h (24.9 mph) of wind and 1013 hPa all month.
  const forecast = {
    windSpeed: {
      uom: "wmoUnit:km_h-1",
      values: [{ validTime: "2026-11-30T00:00:00+00:00/P30D", value: 40 }],
    },
    pressure: {
      uom: "wmoUnit:Pa",
      values: [{ validTime: "2026-11-30T00:00:00+00:00/P30D", value: 101_300 }],
    },
  };

  it("hold back events the forecast rules out and let the others through", async () => {
    const weather = await startFakeWeatherServer(forecast);
    try {
      const windy = await alertFor("too-windy@example.com", { highTideAlert: true, maxWindSpeed: 15 });
      const calm = await alertFor("wind-ok@example.com", { highTideAlert: true, maxWindSpeed: 30 });
      const lowPressure = await alertFor("pressure-low@example.com", {
        highTideAlert: true,
        minPressure: 1020,
      });
      const pressureOk = await alertFor("pressure-ok@example.com", {
        highTideAlert: true,
        minPressure: 1000,
        maxPressure: 1030,
      });
      const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
      const { worker, setClock } = harness({ weatherCheck: weatherCheckThrough(weather.url) });
      setClock(new Date(high.time.getTime() - HOUR));
      expect(await worker.tick()).toMatchObject({ recorded: 2, sent: 2 });
      expect(await notices(windy.id)).toHaveLength(0);
      expect(await notices(lowPressure.id)).toHaveLength(0);
      expect(await notices(calm.id)).toHaveLength(1);
      expect(await notices(pressureOk.id)).toHaveLength(1);
      // One place, one forecast: four alerts cost one lookup of each kind.
      expect(weather.requestCount("/points")).toBe(1);
      expect(weather.requestCount("/gridpoints")).toBe(1);
    } finally {
      await weather.close();
    }
  });

  it("are left unapplied, and logged, when the forecast cannot be read", async () => {
    const weather = await startFakeWeatherServer(forecast);
    try {
      weather.failWith(500);
      const log = createMemoryLogger();
      const alert = await alertFor("windy-but-unknown@example.com", {
        highTideAlert: true,
        maxWindSpeed: 15,
      });
      const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
      const { worker, setClock } = harness({
        weatherCheck: weatherCheckThrough(weather.url, { logger: log.logger }),
      });
      setClock(new Date(high.time.getTime() - HOUR));
      expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
      expect(await notices(alert.id)).toHaveLength(1);
      expect(log.withEvent("weather.unavailable").length).toBeGreaterThanOrEqual(1);
    } finally {
      await weather.close();
    }
  });

  it("are never looked up for alerts without weather limits", async () => {
    const weather = await startFakeWeatherServer(forecast);
    try {
      await alertFor("no-limits@example.com", { highTideAlert: true });
      const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
      const { worker, setClock } = harness({ weatherCheck: weatherCheckThrough(weather.url) });
      setClock(new Date(high.time.getTime() - HOUR));
      expect(await worker.tick()).toMatchObject({ recorded: 1 });
      expect(weather.requestCount()).toBe(0);
    } finally {
      await weather.close();
    }
  });

  it("are ignored without WEATHER_URL: the worker then has no weather check", async () => {
    expect(weatherCheckThrough(undefined)).toBeUndefined();
    const alert = await alertFor("windy-no-source@example.com", { highTideAlert: true, maxWindSpeed: 1 });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const { worker, setClock } = harness({ weatherCheck: weatherCheckThrough(undefined) });
    setClock(new Date(high.time.getTime() - HOUR));
    expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
    expect(await notices(alert.id)).toHaveLength(1);
  });

  it("are read from source_cache: another worker process asks NWS nothing while the grid is fresh, and a kept grid is used through an outage", async () => {
    const weather = await startFakeWeatherServer(forecast);
    try {
      const windy = await alertFor("held-back@example.com", { highTideAlert: true, maxWindSpeed: 15 });
      const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
      const at = new Date(high.time.getTime() - HOUR);
      const tickOfANewProcess = async (sourceClock: Date) => {
        const { worker, setClock } = harness({
          weatherCheck: weatherCheckThrough(weather.url, { now: () => sourceClock }),
        });
        setClock(at);
        return worker.tick();
      };

      expect(await tickOfANewProcess(START)).toMatchObject({ recorded: 0 });
      expect([weather.requestCount("/points"), weather.requestCount("/gridpoints")]).toEqual([1, 1]);

      // A second process (or a restarted one) within the hour: the shared row answers.
      expect(await tickOfANewProcess(new Date(START.getTime() + 30 * MINUTE))).toMatchObject({ recorded: 0 });
      expect([weather.requestCount("/points"), weather.requestCount("/gridpoints")]).toEqual([1, 1]);

      // Two hours on, NWS is down: the grid kept from before still holds the alert back, and
      // the next process in the back-off does not ask NWS again.
      weather.failWith(503);
      expect(await tickOfANewProcess(new Date(START.getTime() + 2 * HOUR))).toMatchObject({ recorded: 0 });
      expect(await tickOfANewProcess(new Date(START.getTime() + 2 * HOUR + 10_000))).toMatchObject({
        recorded: 0,
      });
      expect([weather.requestCount("/points"), weather.requestCount("/gridpoints")]).toEqual([1, 2]);
      expect(await notices(windy.id)).toHaveLength(0);
      const [row] = await alerts.database.handle.db
        .select()
        .from(sourceCache)
        .where(like(sourceCache.key, "nws:grid:%"));
      expect(row).toMatchObject({ failures: 1, lastError: "HTTP 503" });
    } finally {
      await weather.close();
    }
  });
});
