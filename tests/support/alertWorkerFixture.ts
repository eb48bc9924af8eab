import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { LocationRecord } from "#core/schemas";
import { spotTimeZone } from "#core/zoneClock";
import { datesCovering } from "#server/alerts/eventSources";
import type { WeatherCheck } from "#server/alerts/record";
import { type AlertWorker, createAlertWorker } from "#server/alerts/worker";
import { alertNotifications, alertSubscribers, tideAlerts } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/mail.server";
import { createTideAlert } from "#server/services/alerts/alerts";
import {
  chooseTideStation,
  createTideCache,
  type TideDayExtreme,
  tideDay,
} from "#server/services/conditions/tides";
import { upsertLocations } from "#server/services/locations/locations";
import { makeTidalLocation, makeTideAlert } from "./factories";
import { createMemoryLogger } from "./memoryLogger";
import { type SmtpSink, startSmtpSink } from "./smtpSink";
import { createTestDatabase, type TestDatabase } from "./testDatabase";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const PUBLIC_URL = "https://fishspots.test";
// A winter fortnight at Garibaldi: minus tides in the evenings around the new moon.
export const START = new Date("2026-12-01T08:00:00Z");
export const tideCache = createTideCache();

export type Harness = {
  worker: AlertWorker;
  setClock(t: Date): void;
  log: ReturnType<typeof createMemoryLogger>;
};

/**
 * The alert worker's tests' world: a database with one tidal location (Tillamook unless told), an
 * SMTP sink, and workers on a clock the test sets. Set up before the file's tests; every test
 * starts with no alerts and an empty sink. Read `database`, `sink`, `station`, `locationId` and
 * `timeZone` inside tests.
 */
export function alertWorkerFixture(location: LocationRecord = makeTidalLocation()) {
  const alerts = {
    database: undefined as unknown as TestDatabase,
    sink: undefined as unknown as SmtpSink,
    station: undefined as unknown as Awaited<ReturnType<typeof chooseTideStation>>,
    locationId: 0,
    /** The zone the location keeps, as stored from its coordinates. */
    timeZone: "",

    /** Tide highs and lows at the location's station after `from`, on the location's days. */
    extremesAfter(from: Date, days = 16): TideDayExtreme[] {
      const to = new Date(from.getTime() + days * 24 * HOUR);
      return datesCovering(from, to, alerts.timeZone)
        .flatMap((date) => tideDay(tideCache, alerts.station.station, date, alerts.timeZone).extremes)
        .filter((e) => e.time > from);
    },

    /** A worker mailing to the sink (or through `mailer`), its clock at START until set. */
    harness(options: { mailer?: Mailer; weatherCheck?: WeatherCheck } = {}): Harness {
      let clock = START;
      const log = createMemoryLogger();
      const mailer =
        options.mailer ??
        createMailer({
          smtpUrl: alerts.sink.url,
          from: "Fish Spots <alerts@fishspots.test>",
          dataDir: "unused",
          logger: log.logger,
        });
      const worker = createAlertWorker({
        db: alerts.database.handle.db,
        mailer,
        logger: log.logger,
        publicUrl: PUBLIC_URL,
        tideCache,
        weatherCheck: options.weatherCheck,
        now: () => clock,
      });
      return { worker, log, setClock: (t) => (clock = t) };
    },

    /** An alert at the location for `email`, nothing switched on but `overrides`, confirmed unless told. */
    async alertFor(email: string, overrides: Record<string, unknown> = {}, confirmed = true) {
      const db = alerts.database.handle.db;
      const { alert } = await createTideAlert(db, {
        input: makeTideAlert({
          email,
          locationId: alerts.locationId,
          highTideAlert: false,
          optimalConditionsAlert: false,
          ...overrides,
        }) as never,
      });
      if (confirmed) {
        await db
          .update(alertSubscribers)
          .set({ confirmedAt: START })
          .where(eq(alertSubscribers.email, email));
      }
      return alert;
    },

    notices(alertId: number) {
      return alerts.database.handle.db
        .select()
        .from(alertNotifications)
        .where(eq(alertNotifications.alertId, alertId));
    },
  };

  beforeAll(async () => {
    alerts.database = await createTestDatabase();
    await upsertLocations(alerts.database.handle.db, { records: [location] });
    const [row] = await alerts.database.handle.db.query.fishingLocations.findMany();
    alerts.locationId = row?.id as number;
    alerts.timeZone = spotTimeZone(row ?? {});
    alerts.station = await chooseTideStation(location);
    alerts.sink = await startSmtpSink();
  });
  afterAll(async () => {
    await alerts.sink.close();
    await alerts.database.drop();
  });
  beforeEach(() => {
    alerts.sink.messages.length = 0;
  });
  afterEach(async () => {
    // Each test starts from a clean slate of alerts (notices go with them).
    await alerts.database.handle.db.delete(tideAlerts);
    await alerts.database.handle.db.delete(alertSubscribers);
  });

  return alerts;
}
