import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOptimalWindowCache } from "#server/alerts/eventSources";
import { MAX_SEND_ATTEMPTS, SEND_BATCH_SIZE, SEND_CONCURRENCY, SEND_LEASE_MS } from "#server/alerts/send";
import { selectRows } from "#server/db/client.server";
import { alertNotifications } from "#server/db/schema";
import { createMailer } from "#server/mail.server";
import type { TideDayExtreme } from "#server/services/conditions/tides";
import { alertWorkerFixture, HOUR, MINUTE, START, tideCache } from "../support/alertWorkerFixture";
import { createMemoryLogger } from "../support/memoryLogger";

// The alert worker sending notices (decisions 017 and 042): retries, dead letters, workers that
// die mid-send, waves of sends, and two workers sharing a long run of sends. What is due when:
// alerts.worker.test.ts.

const alerts = alertWorkerFixture();
const { alertFor, extremesAfter, harness, notices } = alerts;

describe("sending a notice", () => {
  it("retries a failed send with growing delays and sends it once it goes through", async () => {
    const alert = await alertFor("retry@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const { worker, setClock } = harness();
    const t0 = high.time.getTime() - 2 * HOUR;
    alerts.sink.failNext(2);

    setClock(new Date(t0));
    expect(await worker.tick()).toMatchObject({ recorded: 1, retrying: 1 });
    // Not before its delay (one minute after the first failure).
    setClock(new Date(t0 + 30_000));
    expect(await worker.tick()).toMatchObject({ sent: 0, retrying: 0 });
    setClock(new Date(t0 + MINUTE));
    expect(await worker.tick()).toMatchObject({ retrying: 1 });
    setClock(new Date(t0 + 3 * MINUTE));
    expect(await worker.tick()).toMatchObject({ sent: 1 });
    expect(alerts.sink.messagesTo("retry@example.com")).toHaveLength(1);
    expect((await notices(alert.id))[0]).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("dead-letters a notice after repeated SMTP failures and logs it", async () => {
    const alert = await alertFor("dead@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const { worker, setClock, log } = harness();
    alerts.sink.failNext(MAX_SEND_ATTEMPTS);
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
    expect(alerts.sink.messages).toHaveLength(0);
  });

  it("a worker that dies after claiming, before sending, leaves the notice to be sent once", async () => {
    const alert = await alertFor("crash-claim@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const t0 = high.time.getTime() - 2 * HOUR;
    // The first worker records and claims, then dies before the message is attempted.
    const { recordDueNotices } = await import("#server/alerts/record");
    await recordDueNotices(
      { db: alerts.database.handle.db, tideCache, optimalCache: createOptimalWindowCache() },
      { now: new Date(t0) },
    );
    const { claimNotices } = await import("#server/alerts/send");
    expect(await claimNotices(alerts.database.handle.db, new Date(t0), 10)).toHaveLength(1);

    // Another worker, before the claim has lapsed: nothing to do.
    const other = harness();
    other.setClock(new Date(t0 + MINUTE));
    expect(await other.worker.tick()).toMatchObject({ sent: 0 });
    // After it lapsed: sent, once.
    other.setClock(new Date(t0 + SEND_LEASE_MS + MINUTE));
    expect(await other.worker.tick()).toMatchObject({ sent: 1 });
    other.setClock(new Date(t0 + SEND_LEASE_MS + 5 * MINUTE));
    await other.worker.tick();
    expect(alerts.sink.messagesTo("crash-claim@example.com")).toHaveLength(1);
    expect((await notices(alert.id))[0]?.status).toBe("sent");
  });

  it("a worker that dies while sending never causes a second send", async () => {
    const alert = await alertFor("crash-send@example.com", { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const t0 = high.time.getTime() - 2 * HOUR;
    // The message reaches the SMTP server, then the worker dies before it can write "sent".
    const real = createMailer({
      smtpUrl: alerts.sink.url,
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
    await alerts.sink.waitFor(1);

    const other = harness();
    other.setClock(new Date(t0 + SEND_LEASE_MS + MINUTE));
    expect(await other.worker.tick()).toMatchObject({ sent: 0, interrupted: 1 });
    other.setClock(new Date(t0 + SEND_LEASE_MS + 10 * MINUTE));
    await other.worker.tick();
    expect(alerts.sink.messagesTo("crash-send@example.com")).toHaveLength(1);
    expect((await notices(alert.id))[0]?.status).toBe("interrupted");
    expect(other.log.withEvent("alert.notice.interrupted")).toHaveLength(1);
  });

  it("a worker that dies with a wave in flight loses that wave only; the rest of its claim is sent once", async () => {
    const addresses = Array.from({ length: SEND_CONCURRENCY + 5 }, (_, i) => `crash-wave-${i}@example.com`);
    for (const email of addresses) await alertFor(email, { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    const t0 = high.time.getTime() - 2 * HOUR;
    // Each message reaches the SMTP server, then the worker dies before any answer comes back.
    const real = createMailer({
      smtpUrl: alerts.sink.url,
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
    await alerts.sink.waitFor(SEND_CONCURRENCY);
    // The first wave went to the mailer together, marked sending first; the rest of the claim
    // was never attempted.
    const statuses = async () =>
      (await alerts.database.handle.db.select().from(alertNotifications)).map((n) => n.status).sort();
    expect(await statuses()).toEqual([
      ...Array(5).fill("claimed"),
      ...Array(SEND_CONCURRENCY).fill("sending"),
    ]);

    const other = harness();
    other.setClock(new Date(t0 + SEND_LEASE_MS + MINUTE));
    expect(await other.worker.tick()).toMatchObject({ interrupted: SEND_CONCURRENCY, sent: 5 });
    other.setClock(new Date(t0 + SEND_LEASE_MS + 10 * MINUTE));
    await other.worker.tick();
    expect(alerts.sink.messages.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(await statuses()).toEqual([
      ...Array(SEND_CONCURRENCY).fill("interrupted"),
      ...Array(5).fill("sent"),
    ]);
  });
});

describe("writing the notices' states", () => {
  it("writes a wave's states together, not notice by notice", async () => {
    const db = alerts.database.handle.db;
    const addresses = Array.from({ length: SEND_BATCH_SIZE + 7 }, (_, i) => `wave-${i}@example.com`);
    for (const email of addresses) await alertFor(email, { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    // Counts the UPDATE statements run on the notices, whoever runs them and however.
    await db.execute(sql`create table notice_updates (n integer not null)`);
    await db.execute(sql`insert into notice_updates values (0)`);
    await db.execute(sql`
      create function count_notice_update() returns trigger language plpgsql as $$
      begin
        update notice_updates set n = n + 1;
        return null;
      end $$`);
    await db.execute(sql`
      create trigger count_notice_updates after update on alert_notifications
      for each statement execute function count_notice_update()`);
    try {
      const recipients: string[] = [];
      const { worker, setClock } = harness({
        mailer: {
          async send(message) {
            recipients.push(message.to);
            return { messageId: `wave-${recipients.length}` };
          },
        },
      });
      setClock(new Date(high.time.getTime() - 2 * HOUR));
      expect(await worker.tick()).toMatchObject({ recorded: addresses.length, sent: addresses.length });
      expect(recipients.sort()).toEqual([...addresses].sort());

      const batches = [SEND_BATCH_SIZE, 7];
      const waves = batches.reduce((sum, size) => sum + Math.ceil(size / SEND_CONCURRENCY), 0);
      // The sweep for interrupted sends; a claim a batch, and a last one that finds nothing; for
      // each wave, one update marking it sending and one writing how it went. Notice by notice it
      // would be two updates a notice.
      const [row] = await selectRows<{ n: number }>(db, sql`select n from notice_updates`);
      expect(row?.n).toBeLessThanOrEqual(1 + (batches.length + 1) + 2 * waves);
    } finally {
      await db.execute(sql`drop trigger count_notice_updates on alert_notifications`);
      await db.execute(sql`drop function count_notice_update()`);
      await db.execute(sql`drop table notice_updates`);
    }
  });
});

describe("a long run of sends", () => {
  it("never lets two workers send one notice: a lapsed claim passes to the other worker", async () => {
    const addresses = Array.from({ length: 60 }, (_, i) => `long-run-${i}@example.com`);
    for (const email of addresses) await alertFor(email, { highTideAlert: true });
    const high = extremesAfter(START).find((e) => e.type === "high") as TideDayExtreme;
    let t = high.time.getTime() - 2 * HOUR;
    // A slow mail server: 20 s a message, so worker A's claim lapses (10 minutes) while it is
    // still sending; worker B ticks then.
    const real = createMailer({
      smtpUrl: alerts.sink.url,
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

    const recipients = alerts.sink.messages.flatMap((m) => m.to).sort();
    expect(recipients).toEqual([...addresses].sort());
    expect(sentByA).toBeLessThan(60);
    const rows = await alerts.database.handle.db.select().from(alertNotifications);
    expect(rows.map((r) => r.status)).toEqual(Array(60).fill("sent"));
    expect(a.log.withEvent("alert.notice.claim_lost").length).toBeGreaterThan(0);
  });
});
