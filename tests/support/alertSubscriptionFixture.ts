import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { alertSubscribers, tideAlerts } from "#server/db/schema";
import { makeLocation, makeTideAlert } from "./factories";
import { type SmtpSink, startSmtpSink } from "./smtpSink";
import { startTestServer, type TestServer } from "./testServer";

/** A location name with markup in it, which every page and e-mail must show as text. */
export const HOSTILE = 'Cove <script>alert("x")</script>';

/**
 * A server with pages and an SMTP sink, two locations ("Tillamook Bay" and HOSTILE), started
 * before the file's tests and closed after them, with the helpers the alert-subscription tests
 * share. Read `server`, `sink` and the ids inside tests: they are set once the server is up.
 */
export function alertSubscriptionFixture() {
  const alerts = {
    server: undefined as unknown as TestServer,
    sink: undefined as unknown as SmtpSink,
    bayId: 0,
    coveId: 0,
    db: () => alerts.server.database.handle.db,

    async createAlert(email: string, overrides: Record<string, unknown> = {}) {
      const res = await alerts.server.fetchJson("/api/tide-alerts", {
        method: "POST",
        body: JSON.stringify(
          makeTideAlert({ email, locationId: alerts.bayId, locationName: "Tillamook Bay", ...overrides }),
        ),
      });
      expect(res.status).toBe(201);
      const [row] = await alerts.db().select().from(tideAlerts).where(eq(tideAlerts.id, res.body.id));
      return {
        id: res.body.id as number,
        manageToken: res.body.manageToken as string,
        emailToken: row?.emailToken ?? "",
        body: res.body,
      };
    },

    async subscriber(email: string) {
      const [row] = await alerts
        .db()
        .select()
        .from(alertSubscribers)
        .where(eq(alertSubscribers.email, email));
      return row;
    },

    async alertExists(id: number) {
      return (await alerts.db().select().from(tideAlerts).where(eq(tideAlerts.id, id))).length === 1;
    },

    formBody(fields: Record<string, string>) {
      return new URLSearchParams(fields);
    },

    /** A page's form posted as a browser without JavaScript posts it. */
    postForm(path: string, fields: Record<string, string>) {
      return alerts.server.fetchText(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: alerts.formBody(fields),
        redirect: "manual",
      });
    },
  };

  beforeAll(async () => {
    alerts.sink = await startSmtpSink();
    alerts.server = await startTestServer({
      pages: true,
      env: { SMTP_URL: alerts.sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "10000" },
      locations: [makeLocation({ name: "Tillamook Bay" }), makeLocation({ name: HOSTILE })],
    });
    const all = await alerts.server.services.findLocations({});
    alerts.bayId = all.find((l) => l.name === "Tillamook Bay")?.id ?? 0;
    alerts.coveId = all.find((l) => l.name === HOSTILE)?.id ?? 0;
  });
  afterAll(async () => {
    await alerts.server.close();
    await alerts.sink.close();
  });

  return alerts;
}

/** The path of the confirmation link in a message, checked to be absolute under PUBLIC_URL. */
export function confirmPath(text: string): string {
  const match = /https:\/\/fishspots\.test(\/alerts\/confirm\?token=[\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No confirmation link in:\n${text}`);
  return match[1];
}
