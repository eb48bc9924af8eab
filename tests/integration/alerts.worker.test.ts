import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOTICE_LEAD_MS } from "../../core/alertEvents";
import type { OptimalWindow } from "../../core/optimalConditions";
import { createOptimalWindowCache, datesCovering, eventSource } from "../../server/alerts/eventSources";
import type { WeatherCheck } from "../../server/alerts/record";
import { MAX_SEND_ATTEMPTS, SEND_LEASE_MS } from "../../server/alerts/send";
import { weatherCheckFor } from "../../server/alerts/weatherCheck";
import { type AlertWorker, createAlertWorker } from "../../server/alerts/worker";
import { alertNotifications, alertSubscribers, tideAlerts } from "../../server/db/schema";
import { createMailer, type Mailer } from "../../server/mail.server";
import { createTideAlert } from "../../server/services/alerts";
import { upsertLocations } from "../../server/services/locations";
import {
  chooseTideStation,
  createTideCache,
  type TideDayExtreme,
  tideDay,
} from "../../server/services/tides";
import { createWeatherSource } from "../../server/weather";
import { makeTidalLocation, makeTideAlert } from "../support/factories";
import { startFakeWeatherServer } from "../support/fakeWeatherServer";
import { createMemoryLogger } from "../support/memoryLogger";
import { type SmtpSink, startSmtpSink } from "../support/smtpSink";
import { createTestDatabase, type TestDatabase } from "../support/testDatabase";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PUBLIC_URL = "https://fishspots.test";
// A winter fortnight at Garibaldi: minus tides in the evenings around the new moon.
const START = new Date("2026-12-01T08:00:00Z");

let database: TestDatabase;
let sink: SmtpSink;
let locationId: number;
let station: Awaited<ReturnType<typeof chooseTideStation>>;
const tideCache = createTideCache();
const tillamook = makeTidalLocation();

beforeAll(async () => {
  database = await createTestDatabase();
  await upsertLocations(database.handle.db, { records: [tillamook] });
  const [row] = await database.handle.db.query.fishingLocations.findMany();
  locationId = row?.id as number;
  station = await chooseTideStation(tillamook);
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.drop();
});

function extremesAfter(from: Date, days = 16): TideDayExtreme[] {
  const to = new Date(from.getTime() + days * 24 * HOUR);
  return datesCovering(from, to)
    .flatMap((date) => tideDay(tideCache, station.station, date).extremes)
    .filter((e) => e.time > from);
}

type Harness = { worker: AlertWorker; setClock(t: Date): void; log: ReturnType<typeof createMemoryLogger> };

function harness(options: { mailer?: Mailer; weatherCheck?: WeatherCheck } = {}): Harness {
  let clock = START;
  const log = createMemoryLogger();
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: sink.url,
      from: "Fish Spots <alerts@fishspots.test>",
      dataDir: "unused",
      logger: log.logger,
    });
  const worker = createAlertWorker({
    db: database.handle.db,
    mailer,
    logger: log.logger,
    publicUrl: PUBLIC_URL,
    tideCache,
    weatherCheck: options.weatherCheck,
    now: () => clock,
  });
  return { worker, log, setClock: (t) => (clock = t) };
}

async function alertFor(email: string, overrides: Record<string, unknown> = {}, confirmed = true) {
  const { alert } = await createTideAlert(database.handle.db, {
    input: makeTideAlert({
      email,
      locationId,
      highTideAlert: false,
      optimalConditionsAlert: false,
      ...overrides,
    }) as never,
  });
  if (confirmed) {
    await database.handle.db
      .update(alertSubscribers)
      .set({ confirmedAt: START })
      .where(eq(alertSubscribers.email, email));
  }
  return alert;
}

const notices = (alertId: number) =>
  database.handle.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alertId));

beforeEach(() => {
  sink.messages.length = 0;
});
afterEach(async () => {
  // Each test starts from a clean slate of alerts (notices go with them).
  await database.handle.db.delete(tideAlerts);
  await database.handle.db.delete(alertSubscribers);
});

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
    const [mail] = sink.messagesTo("high@example.com");
    expect(mail?.subject).toMatch(/high tide/i);
    const [row] = await notices(alert.id);
    expect(row).toMatchObject({ status: "sent", eventType: "high", attempts: 1 });
    expect(row?.eventTime.getTime()).toBe(high.time.getTime());

    // Later ticks before the event add nothing, even once the interval has passed.
    setClock(new Date(high.time.getTime() - 30 * MINUTE));
    await worker.tick();
    setClock(new Date(high.time.getTime() + MINUTE));
    await worker.tick();
    expect(sink.messagesTo("high@example.com")).toHaveLength(1);
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
    expect(sink.messagesTo("minus@example.com")).toHaveLength(1);
  });

  it("an optimal-conditions alert hears about the next optimal window before it opens", async () => {
    const alert = await alertFor("optimal@example.com", { optimalConditionsAlert: true });
    const source = eventSource({
      tideCache,
      optimalCache: createOptimalWindowCache(),
      station,
      place: { latitude: 45.54, longitude: -123.91 },
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
    const [row] = await database.handle.db.select().from(tideAlerts).where(eq(tideAlerts.id, alert.id));
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
    expect(sink.messages).toHaveLength(0);
  });

  it("an alert paused after its notice was recorded is not mailed", async () => {
    const alert = await alertFor("pause-later@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    // A mailer that is down: the notice is recorded and waits for a retry.
    const { worker, setClock } = harness();
    sink.failNext(1);
    setClock(new Date(high.time.getTime() - 2 * HOUR));
    expect(await worker.tick()).toMatchObject({ recorded: 1, retrying: 1 });
    await database.handle.db.update(tideAlerts).set({ active: false }).where(eq(tideAlerts.id, alert.id));
    setClock(new Date(high.time.getTime() - 2 * HOUR + 5 * MINUTE));
    expect(await worker.tick()).toMatchObject({ sent: 0, skipped: 1 });
    expect((await notices(alert.id))[0]?.status).toBe("cancelled");
    expect(sink.messages).toHaveLength(0);
  });

  it("retries a failed send with growing delays and sends it once it goes through", async () => {
    const alert = await alertFor("retry@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const { worker, setClock } = harness();
    const t0 = high.time.getTime() - 2 * HOUR;
    sink.failNext(2);

    setClock(new Date(t0));
    expect(await worker.tick()).toMatchObject({ recorded: 1, retrying: 1 });
    // Not before its delay (one minute after the first failure).
    setClock(new Date(t0 + 30_000));
    expect(await worker.tick()).toMatchObject({ sent: 0, retrying: 0 });
    setClock(new Date(t0 + MINUTE));
    expect(await worker.tick()).toMatchObject({ retrying: 1 });
    setClock(new Date(t0 + 3 * MINUTE));
    expect(await worker.tick()).toMatchObject({ sent: 1 });
    expect(sink.messagesTo("retry@example.com")).toHaveLength(1);
    expect((await notices(alert.id))[0]).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("dead-letters a notice after repeated SMTP failures and logs it", async () => {
    const alert = await alertFor("dead@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const { worker, setClock, log } = harness();
    sink.failNext(MAX_SEND_ATTEMPTS);
    let t = high.time.getTime() - 2 * HOUR;
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      setClock(new Date(t));
      await worker.tick();
      t += 2 ** (attempt - 1) * MINUTE;
    }
    const [row] = await notices(alert.id);
    expect(row).toMatchObject({ status: "dead", attempts: MAX_SEND_ATTEMPTS });
    expect(row?.lastError).toMatch(/451|temporarily/i);
    expect(log.withEvent("alert.notice.dead")).toHaveLength(1);
    expect(log.withEvent("alert.notice.retry")).toHaveLength(MAX_SEND_ATTEMPTS - 1);
    // Nothing more happens to a dead notice.
    setClock(new Date(t + HOUR));
    await worker.tick();
    expect(sink.messages).toHaveLength(0);
  });

  it("a worker that dies after claiming, before sending, leaves the notice to be sent once", async () => {
    const alert = await alertFor("crash-claim@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const t0 = high.time.getTime() - 2 * HOUR;
    // The first worker records and claims, then dies before the message is attempted.
    const { recordDueNotices } = await import("../../server/alerts/record");
    await recordDueNotices(
      { db: database.handle.db, tideCache, optimalCache: createOptimalWindowCache() },
      { now: new Date(t0) },
    );
    const { claimNotices } = await import("../../server/alerts/send");
    expect(await claimNotices(database.handle.db, new Date(t0), 10)).toHaveLength(1);

    // Another worker, before the claim has lapsed: nothing to do.
    const other = harness();
    other.setClock(new Date(t0 + MINUTE));
    expect(await other.worker.tick()).toMatchObject({ sent: 0 });
    // After it lapsed: sent, once.
    other.setClock(new Date(t0 + SEND_LEASE_MS + MINUTE));
    expect(await other.worker.tick()).toMatchObject({ sent: 1 });
    other.setClock(new Date(t0 + SEND_LEASE_MS + 5 * MINUTE));
    await other.worker.tick();
    expect(sink.messagesTo("crash-claim@example.com")).toHaveLength(1);
    expect((await notices(alert.id))[0]?.status).toBe("sent");
  });

  it("a worker that dies while sending never causes a second send", async () => {
    const alert = await alertFor("crash-send@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const t0 = high.time.getTime() - 2 * HOUR;
    // The message reaches the SMTP server, then the worker dies before it can write "sent".
    const real = createMailer({
      smtpUrl: sink.url,
      from: "alerts@fishspots.test",
      dataDir: "unused",
      logger: createMemoryLogger().logger,
    });
    const dying = harness({
      mailer: {
        async send(message) {
          await real.send(message);
          return new Promise(() => {});
        },
      },
    });
    dying.setClock(new Date(t0));
    void dying.worker.tick();
    await sink.waitFor(1);

    const other = harness();
    other.setClock(new Date(t0 + SEND_LEASE_MS + MINUTE));
    expect(await other.worker.tick()).toMatchObject({ sent: 0, interrupted: 1 });
    other.setClock(new Date(t0 + SEND_LEASE_MS + 10 * MINUTE));
    await other.worker.tick();
    expect(sink.messagesTo("crash-send@example.com")).toHaveLength(1);
    expect((await notices(alert.id))[0]?.status).toBe("interrupted");
    expect(other.log.withEvent("alert.notice.interrupted")).toHaveLength(1);
  });
});

describe("a long run of sends", () => {
  it("never lets two workers send one notice: a lapsed claim passes to the other worker", async () => {
    const addresses = Array.from({ length: 60 }, (_, i) => `long-run-${i}@example.com`);
    for (const email of addresses) await alertFor(email, { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    let t = high.time.getTime() - 2 * HOUR;
    // A slow mail server: 20 s a message, so worker A's first claim of 50 lapses (10 minutes)
    // while it is still sending; worker B ticks then.
    const real = createMailer({
      smtpUrl: sink.url,
      from: "alerts@fishspots.test",
      dataDir: "unused",
      logger: createMemoryLogger().logger,
    });
    let sentByA = 0;
    const b = harness();
    const a = harness({
      mailer: {
        async send(message) {
          t += 20_000;
          a.setClock(new Date(t));
          b.setClock(new Date(t));
          const result = await real.send(message);
          sentByA += 1;
          if (sentByA === 35) await b.worker.tick();
          return result;
        },
      },
    });
    a.setClock(new Date(t));
    b.setClock(new Date(t));
    await a.worker.tick();

    const recipients = sink.messages.flatMap((m) => m.to).sort();
    expect(recipients).toEqual([...addresses].sort());
    expect(sentByA).toBeLessThan(60);
    const rows = await database.handle.db.select().from(alertNotifications);
    expect(rows.map((r) => r.status)).toEqual(Array(60).fill("sent"));
    expect(a.log.withEvent("alert.notice.claim_lost").length).toBeGreaterThan(0);
  });
});

describe("weather limits", () => {
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
      const log = createMemoryLogger();
      const source = createWeatherSource({ baseUrl: weather.url, logger: log.logger, now: () => START });
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
      const { worker, setClock } = harness({ weatherCheck: weatherCheckFor(source) });
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
      const source = createWeatherSource({ baseUrl: weather.url, logger: log.logger, now: () => START });
      const alert = await alertFor("windy-but-unknown@example.com", {
        highTideAlert: true,
        maxWindSpeed: 15,
      });
      const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
      const { worker, setClock } = harness({ weatherCheck: weatherCheckFor(source) });
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
      const source = createWeatherSource({
        baseUrl: weather.url,
        logger: createMemoryLogger().logger,
        now: () => START,
      });
      await alertFor("no-limits@example.com", { highTideAlert: true });
      const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
      const { worker, setClock } = harness({ weatherCheck: weatherCheckFor(source) });
      setClock(new Date(high.time.getTime() - HOUR));
      expect(await worker.tick()).toMatchObject({ recorded: 1 });
      expect(weather.requestCount()).toBe(0);
    } finally {
      await weather.close();
    }
  });
});
