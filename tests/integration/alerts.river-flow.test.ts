// River flow alerts against a local fake of the USGS Water Data API, through the HTTP app (who may
// ask for one), the worker (each gauge read once per tick; one e-mail when the flow enters the
// range, none while it stays, another after it leaves and comes back) and real SMTP, with one
// worker and with two side by side.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFlowFrom } from "#server/alerts/runtime";
import { createAlertWorker } from "#server/alerts/worker";
import { alertNotifications, alertSubscribers, sourceCache, tideAlerts } from "#server/db/schema";
import { createLogger } from "#server/logger";
import { createMailer } from "#server/mail.server";
import { createLiveConditions } from "#server/services/conditions/liveConditions";
import { createTideCache } from "#server/services/conditions/tides";
import { makeLocation, makeTideAlert } from "../support/factories";
import { type FakeWaterDataServer, startFakeWaterDataServer } from "../support/fakeWaterDataServer";
import { type SmtpSink, startSmtpSink } from "../support/smtpSink";
import { startTestServer, type TestServer } from "../support/testServer";

const GAUGE = "USGS-14301500";
const MINUTE = 60_000;
let flow = 500;
let clock = new Date();
let water: FakeWaterDataServer;
let sink: SmtpSink;
let server: TestServer;
let gaugedId: number;
let ungaugedId: number;

beforeAll(async () => {
  // The gauge reads on the test's clock, so each later tick sees a new reading.
  water = await startFakeWaterDataServer({
    now: () => clock.getTime(),
    gauges: { [GAUGE]: { name: "WILSON RIVER NEAR TILLAMOOK, OR", discharge: () => flow } },
  });
  sink = await startSmtpSink();
  server = await startTestServer({
    env: { WATER_DATA_URL: water.url, SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "10000" },
    locations: [
      makeLocation({ name: "Wilson River", latitude: "45.4780", longitude: "-123.8440", usgsSite: GAUGE }),
      makeLocation({ name: "Crane Prairie Reservoir", latitude: "43.7960", longitude: "-121.7700" }),
    ],
  });
  const list = await server.services.findLocations({});
  gaugedId = list.find((l) => l.name === "Wilson River")?.id as number;
  ungaugedId = list.find((l) => l.name === "Crane Prairie Reservoir")?.id as number;
});

afterAll(async () => {
  await server.close();
  await sink.close();
  await water.close();
});

beforeEach(async () => {
  const db = server.database.handle.db;
  await db.delete(tideAlerts);
  await db.delete(sourceCache);
  sink.messages.length = 0;
  flow = 500;
  clock = new Date();
});

const flowAlert = (overrides: Record<string, unknown> = {}) =>
  makeTideAlert({
    locationId: gaugedId,
    locationName: "Wilson River",
    latitude: "45.4780",
    longitude: "-123.8440",
    highTideAlert: false,
    optimalConditionsAlert: false,
    riverFlowAlert: true,
    minFlow: 1000,
    maxFlow: 2000,
    minAlertInterval: 900,
    ...overrides,
  });

async function createConfirmed(email: string, overrides: Record<string, unknown> = {}) {
  const created = await server.fetchJson("/api/tide-alerts", {
    method: "POST",
    body: JSON.stringify(flowAlert({ email, ...overrides })),
  });
  expect(created.status).toBe(201);
  await server.database.handle.db
    .update(alertSubscribers)
    .set({ confirmedAt: new Date() })
    .where(eq(alertSubscribers.email, email));
  return created.body;
}

/** A worker as the processes run it: its own view of the shared gauge cache, on the test's clock. */
function worker() {
  const logger = createLogger("silent");
  const live = createLiveConditions({
    db: server.database.handle.db,
    logger,
    config: {
      waterDataUrl: water.url,
      weatherUrl: undefined,
      usgsApiKey: undefined,
      publicUrl: "https://fishspots.test",
      contactEmail: "hello@fishspots.example",
    },
    tideCache: createTideCache(),
    now: () => clock,
  });
  return createAlertWorker({
    db: server.database.handle.db,
    mailer: createMailer({
      smtpUrl: sink.url,
      from: "alerts@fishspots.test",
      dataDir: server.dataDir,
      logger,
    }),
    logger,
    publicUrl: "https://fishspots.test",
    readFlow: readFlowFrom(live),
    now: () => clock,
  });
}

/** Past the 15 minutes a gauge's reading is kept: the next tick reads the gauge again. */
const later = (minutes = 20) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};

describe("asking for a river flow alert", () => {
  it("is accepted for a spot with a gauge, with its range", async () => {
    const alert = await createConfirmed("steelhead@example.com");
    expect(alert).toMatchObject({ riverFlowAlert: true, minFlow: 1000, maxFlow: 2000 });
    expect(alert).not.toHaveProperty("flowInRange");
  });

  it("is refused with a message for a spot without a gauge", async () => {
    const { status, body } = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(
        flowAlert({
          email: "trout@example.com",
          locationId: ungaugedId,
          locationName: "Crane Prairie Reservoir",
        }),
      ),
    });
    expect(status).toBe(400);
    expect(body.message).toBe("River flow alerts are only for spots with a river gauge");
    expect(body.errors).toEqual([{ path: "riverFlowAlert", message: body.message }]);
  });

  it("needs a minimum or a maximum, the maximum not below the minimum", async () => {
    const none = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(flowAlert({ email: "a@example.com", minFlow: null, maxFlow: null })),
    });
    expect(none).toMatchObject({
      status: 400,
      body: { message: "Give a minimum or maximum flow for a river flow alert" },
    });
    const upsideDown = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(flowAlert({ email: "a@example.com", minFlow: 3000, maxFlow: 2000 })),
    });
    expect(upsideDown).toMatchObject({
      status: 400,
      body: { message: "Maximum flow must not be below the minimum" },
    });
  });
});

describe("the worker and river flow alerts", () => {
  it("e-mails once when the flow enters the range, not while it stays, and again after it leaves and returns", async () => {
    const email = "drift.boat@example.com";
    await createConfirmed(email);
    const tick = worker();

    await tick.tick();
    expect(sink.messagesTo(email).filter((m) => /River flow/.test(m.subject))).toHaveLength(0);

    flow = 1500;
    later();
    await tick.tick();
    const notices = () => sink.messagesTo(email).filter((m) => /River flow/.test(m.subject));
    expect(notices()).toHaveLength(1);
    expect(notices()[0]?.subject).toBe("River flow at Wilson River: 1,500 ft³/s, in your range");
    expect(notices()[0]?.text).toContain("1,000 to 2,000 ft³/s");
    expect(notices()[0]?.text).toContain("Wilson River near Tillamook, OR (USGS-14301500)");

    flow = 1600;
    later(60);
    await tick.tick();
    expect(notices()).toHaveLength(1);

    flow = 2500;
    later(60);
    await tick.tick();
    flow = 1800;
    later(60);
    await tick.tick();
    expect(notices()).toHaveLength(2);
  });

  it("honours minAlertInterval: an entry soon after the last notice waits for the interval", async () => {
    const email = "interval@example.com";
    await createConfirmed(email, { minAlertInterval: 3 * 3600 });
    const tick = worker();
    flow = 1500;
    await tick.tick();
    flow = 2500;
    later(20);
    await tick.tick();
    flow = 1500;
    later(20);
    await tick.tick();
    const notices = () => sink.messagesTo(email).filter((m) => /River flow/.test(m.subject));
    expect(notices()).toHaveLength(1);
    later(3 * 60);
    await tick.tick();
    expect(notices()).toHaveLength(2);
  });

  it("sends nothing to an address that has not confirmed, or for a paused alert", async () => {
    const created = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(flowAlert({ email: "unconfirmed@example.com" })),
    });
    expect(created.status).toBe(201);
    flow = 1500;
    await worker().tick();
    expect(
      sink.messagesTo("unconfirmed@example.com").filter((m) => /River flow/.test(m.subject)),
    ).toHaveLength(0);
  });

  it("reads each gauge once per tick, whatever the number of alerts on it", async () => {
    for (let i = 0; i < 6; i++) await createConfirmed(`angler${i}@example.com`);
    const before = water.requestCount("/collections/latest-continuous");
    flow = 1500;
    const report = await worker().tick();
    expect(report.gauges).toBe(1);
    expect(water.requestCount("/collections/latest-continuous") - before).toBe(1);
    for (let i = 0; i < 6; i++) {
      expect(
        sink.messagesTo(`angler${i}@example.com`).filter((m) => /River flow/.test(m.subject)),
      ).toHaveLength(1);
    }
  });

  it("sends once with two workers ticking side by side", async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `pair${i}@example.com`);
    for (const email of emails) await createConfirmed(email);
    flow = 1500;
    await Promise.all([worker().tick(), worker().tick()]);
    for (const email of emails) {
      expect(sink.messagesTo(email).filter((m) => /River flow/.test(m.subject))).toHaveLength(1);
    }
    const rows = await server.database.handle.db
      .select()
      .from(alertNotifications)
      .where(eq(alertNotifications.eventType, "flow"));
    expect(rows).toHaveLength(emails.length);
  });
});
