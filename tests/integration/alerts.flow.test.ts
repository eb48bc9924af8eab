import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIDE_PROVENANCE } from "#core/tidePredictions";
import { createAlertWorker } from "#server/alerts/worker";
import { createLogger } from "#server/logger";
import { createMailer } from "#server/mail.server";
import {
  chooseTideStation,
  createTideCache,
  type TideDayExtreme,
  tideDay,
} from "#server/services/conditions/tides";
import { makeTidalLocation, makeTideAlert } from "../support/factories";
import { markup, textOf } from "../support/html";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtpSink";
import { startTestServer, type TestServer } from "../support/testServer";

// An alert's whole life as its subscriber sees it, through the HTTP app, real SMTP and the
// worker on a clock of its own: create, confirm from the e-mail, hear about a high tide, pause
// and resume from the e-mail, then leave with the mail program's one-click unsubscribe.

const HOUR = 3_600_000;
const PUBLIC_URL = "https://fishspots.test";
const tillamook = makeTidalLocation();

let sink: SmtpSink;
let server: TestServer;
let locationId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ pages: true, env: { SMTP_URL: sink.url }, locations: [tillamook] });
  locationId = (await server.services.findLocations({}))[0]?.id as number;
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

/** The path of a link in a message, checked to be absolute under PUBLIC_URL. */
function linkPath(mail: ReceivedMail | undefined, pattern: RegExp): string {
  const found = (mail?.text ?? "").match(pattern);
  if (!found) throw new Error(`No link like ${pattern} in:\n${mail?.text}`);
  expect(found[0].startsWith(PUBLIC_URL)).toBe(true);
  return found[0].slice(PUBLIC_URL.length);
}

function postForm(path: string, fields: Record<string, string>) {
  return server.fetchText(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("a tide alert, from its creation to its one-click unsubscribe", () => {
  it("confirms, notifies, pauses, resumes and unsubscribes through its e-mails", async () => {
    const email = "surf.perch@example.com";
    const created = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(
        makeTideAlert({ email, locationId, highTideAlert: true, optimalConditionsAlert: false }),
      ),
    });
    expect(created.status).toBe(201);

    // The worker finds nothing to send before the address is confirmed.
    const station = await chooseTideStation(tillamook);
    const tideCache = createTideCache();
    const start = new Date("2026-12-01T08:00:00Z");
    const highs = ["2026-12-01", "2026-12-02", "2026-12-03"]
      .flatMap((date) => tideDay(tideCache, station.station, date, "America/Los_Angeles").extremes)
      .filter((e): e is TideDayExtreme => e.type === "high" && e.time > start);
    let clock = new Date((highs[0] as TideDayExtreme).time.getTime() - HOUR);
    const worker = createAlertWorker({
      db: server.database.handle.db,
      mailer: createMailer({
        smtpUrl: sink.url,
        from: "alerts@fishspots.test",
        dataDir: server.dataDir,
        logger: createLogger("silent"),
      }),
      logger: createLogger("silent"),
      publicUrl: PUBLIC_URL,
      tideCache,
      now: () => clock,
    });
    expect((await worker.tick()).recorded).toBe(0);

    // Confirm from the e-mail: the link shows a page, its button confirms.
    const [confirmation] = sink.messagesTo(email);
    const confirmPath = linkPath(confirmation, /https:\/\/\S+\/alerts\/confirm\?token=[\w-]+/);
    expect((await server.fetchText(confirmPath)).status).toBe(200);
    expect(textOf(markup((await postForm(confirmPath, {})).body))).toMatch(/confirmed/i);

    // The next high tide, an hour ahead: one notice.
    const high = highs[0] as TideDayExtreme;
    expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
    const notice = sink.messagesTo(email)[1];
    expect(notice?.subject).toMatch(/^High tide at Tillamook Bay: \d+\.\d ft at \d{1,2}:\d\d (AM|PM)$/);
    expect(notice?.text).toContain(`${high.height.toFixed(1)} ft`);
    expect(notice?.text).toMatch(/PST/);
    expect(notice?.text).toContain(station.summary.name);
    expect(notice?.text).toContain(TIDE_PROVENANCE);
    expect(notice?.text).toContain(`${PUBLIC_URL}/locations/${locationId}?tab=tides`);
    expect(notice?.html).toContain(`href="${PUBLIC_URL}/locations/${locationId}?tab=tides"`);
    expect(notice?.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(notice?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick =
      /^<(https:\/\/fishspots\.test(\/api\/tide-alerts\/\d+\/unsubscribe\?token=[\w-]+))>$/.exec(
        notice?.headers.get("list-unsubscribe") ?? "",
      );
    expect(oneClick).not.toBeNull();

    // Pause from the e-mail: the next high passes in silence.
    const managePath = linkPath(notice, /https:\/\/\S+\/alerts\/\d+\?token=[\w-]+/);
    const token = new URL(managePath, PUBLIC_URL).searchParams.get("token") as string;
    expect((await postForm(managePath, { token, intent: "pause" })).status).toBe(200);
    clock = new Date((highs[1] as TideDayExtreme).time.getTime() - HOUR);
    expect((await worker.tick()).recorded).toBe(0);

    // Resume: the one after is told.
    expect((await postForm(managePath, { token, intent: "resume" })).status).toBe(200);
    clock = new Date((highs[2] as TideDayExtreme).time.getTime() - HOUR);
    expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
    expect(sink.messagesTo(email)).toHaveLength(3);

    // The mail program's unsubscribe button: a multipart POST to the header's address.
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");
    const unsubscribed = await server.fetchText(oneClick?.[2] as string, { method: "POST", body });
    expect(unsubscribed.status).toBe(200);
    const remaining = await server.fetchJson(`/api/tide-alerts/location/${locationId}`);
    expect(remaining.body).toEqual([]);
    clock = new Date(clock.getTime() + 24 * HOUR);
    await worker.tick();
    expect(sink.messagesTo(email)).toHaveLength(3);
  });
});
