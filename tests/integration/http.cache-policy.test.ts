import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ALWAYS_REVALIDATE,
  CDN_SHARED_READ,
  CRAWLER_FILES,
  NEVER_STORED,
  SHARED_READ,
} from "#core/cachePolicy";
import { tideAlerts } from "#server/db/schema";
import { makeLocation, makeReview, makeTideAlert } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 026: what each class of answer tells browsers and shared caches (a CDN, a caching
// proxy). Anonymous reads are shared; anything tied to one person, every write's answer, every
// error and the probes are never stored.

let server: TestServer;
let locationId: number;
let alert: { id: number; manageToken: string; emailToken: string };

type Answer = { status: number; headers: Headers };
const cacheControl = (answer: Answer) => answer.headers.get("cache-control");

function expectShared(answer: Answer, status = 200) {
  expect(answer.status).toBe(status);
  expect(cacheControl(answer)).toBe(SHARED_READ);
  expect(answer.headers.get("cdn-cache-control")).toBe(CDN_SHARED_READ);
}

function expectNeverStored(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(cacheControl(answer)).toBe(NEVER_STORED);
  expect(answer.headers.get("cdn-cache-control")).toBeNull();
  expect(answer.headers.get("etag")).toBeNull();
}

const databaseGone = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
    locations: [makeLocation({ name: "Siletz Bay", featured: true })],
  });
  const [location] = await server.services.findLocations({});
  locationId = location?.id ?? 0;
  const created = await server.fetchJson("/api/tide-alerts", {
    method: "POST",
    body: JSON.stringify(makeTideAlert({ locationId, locationName: "Siletz Bay" })),
  });
  const [row] = await server.database.handle.db
    .select({ emailToken: tideAlerts.emailToken })
    .from(tideAlerts)
    .where(eq(tideAlerts.id, created.body.id));
  alert = { id: created.body.id, manageToken: created.body.manageToken, emailToken: row?.emailToken ?? "" };
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
  server.responseCache.clear();
});

describe("anonymous reads are shared: a minute in a CDN, revalidated by browsers", () => {
  it.each([
    ["the home page", () => "/"],
    ["a location page", () => `/locations/${locationId}?tab=reviews`],
    ["a page's data for a client navigation", () => `/locations/${locationId}.data`],
    ["/map", () => "/map"],
    ["an API list", () => "/api/locations"],
    ["an API item", () => `/api/locations/${locationId}`],
    ["a location's alerts, addresses masked", () => `/api/tide-alerts/location/${locationId}`],
  ])("%s, with its ETag, fresh and kept", async (_what, path) => {
    for (const res of [await server.fetchText(path()), await server.fetchText(path())]) {
      expectShared(res);
      expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    }
  });

  it("a HEAD asked before any GET says what the GET will", async () => {
    expectShared(await server.fetchText("/contact", { method: "HEAD" }));
  });

  it("pages keep Vary: Cookie (the selected state), the API does not need it", async () => {
    expect((await server.fetchText("/")).headers.get("vary")).toContain("Cookie");
    expect((await server.fetchText("/api/locations")).headers.get("vary") ?? "").not.toContain("Cookie");
  });
});

describe("anything tied to one person is never stored", () => {
  it.each([
    ["the alert's page", () => `/alerts/${alert.id}?token=${alert.emailToken}`, 200],
    ["its unsubscribe page", () => `/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`, 200],
    ["the confirmation page, its token unknown", () => "/alerts/confirm?token=unknown", 404],
    ["an alert's page with a wrong token", () => `/alerts/${alert.id}?token=wrong`, 403],
    ["an alert's page without a token", () => `/alerts/${alert.id}`, 403],
    ["the mail program's unsubscribe link", () => `/api/tide-alerts/${alert.id}/unsubscribe?token=x`, 303],
    ["an API read sent with a token", () => "/api/locations?token=anything", 200],
  ])("%s", async (_what, path, status) => {
    expectNeverStored(await server.fetchText(path(), { redirect: "manual" }), status);
  });

  it("an API read sent with the X-Alert-Token header", async () => {
    const res = await server.fetchText("/api/locations", { headers: { "X-Alert-Token": alert.manageToken } });
    expectNeverStored(res, 200);
  });
});

describe("every write's answer is never stored", () => {
  const json = (method: string, body?: unknown, headers: Record<string, string> = {}) => ({
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  it("POST a review, and a review refused", async () => {
    const reviews = `/api/locations/${locationId}/reviews`;
    expectNeverStored(await server.fetchText(reviews, json("POST", makeReview())), 201);
    expectNeverStored(await server.fetchText(reviews, json("POST", { rating: 9 })), 400);
  });

  it("POST, PUT and DELETE an alert, and a one-click unsubscribe", async () => {
    const created = await server.fetchJson(
      "/api/tide-alerts",
      json("POST", makeTideAlert({ locationId, locationName: "Siletz Bay" })),
    );
    expectNeverStored(created, 201);
    const token = { "X-Alert-Token": created.body.manageToken };
    const path = `/api/tide-alerts/${created.body.id}`;
    expectNeverStored(await server.fetchText(path, json("PUT", { active: false }, token)), 200);
    expectNeverStored(
      await server.fetchText(path, json("PUT", { active: true }, { "X-Alert-Token": "x" })),
      403,
    );
    expectNeverStored(await server.fetchText(path, json("DELETE", undefined, token)), 200);
    const unsubscribe = await server.fetchText(
      `/api/tide-alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expectNeverStored(unsubscribe, 200);
  });

  it("POST a suggestion", async () => {
    const suggestion = {
      name: "Netarts Bay",
      description: "Clams and perch at low tide.",
      contactName: "Robin",
      contactEmail: "robin@example.org",
    };
    expectNeverStored(await server.fetchText("/api/location-suggestions", json("POST", suggestion)), 201);
  });

  it("a page's form post without JavaScript, and a method pages do not take", async () => {
    const form = new URLSearchParams({
      intent: "create-review",
      userName: "Robin",
      rating: "5",
      reviewText: "Perch off the jetty",
    });
    const posted = await server.fetchText(`/locations/${locationId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    expectNeverStored(posted, 303);
    expectNeverStored(await server.fetchText("/contact", { method: "PUT" }), 405);
  });
});

describe("errors are never stored", () => {
  it.each([
    ["a bad API id", "/api/locations/nope", 400],
    ["an API item that is not there", "/api/locations/999999", 404],
    ["no such API route", "/api/nothing-here", 404],
    ["a page that is not there", "/no-such-page", 404],
    ["a location that is not there", "/locations/999999", 404],
  ])("%s", async (_what, path, status) => {
    expectNeverStored(await server.fetchText(path), status);
  });

  it("the 503 of a database outage, on the API and on a page (decision 022)", async () => {
    vi.spyOn(server.services, "getLocation").mockRejectedValue(databaseGone());
    const api = await server.fetchText(`/api/locations/${locationId}`);
    expectNeverStored(api, 503);
    expect(api.headers.get("retry-after")).toBe("5");
    expectNeverStored(await server.fetchText(`/locations/${locationId}`), 503);
  });
});

describe("probes, files and crawler files keep classes of their own", () => {
  it.each(["/healthz", "/readyz", "/metrics"])(
    "%s is never stored: it must reach the process",
    async (path) => {
      expectNeverStored(await server.fetchText(path), 200);
    },
  );

  it("hashed assets for a year, other files for an hour, the service worker checked every time", async () => {
    const page = await server.fetchText("/");
    const asset = page.body.match(/\/assets\/[\w.-]+\.css/)?.[0] ?? "";
    expect(cacheControl(await server.fetchText(asset))).toBe("public, max-age=31536000, immutable");
    expect(cacheControl(await server.fetchText("/manifest.webmanifest"))).toBe("public, max-age=3600");
    expect(cacheControl(await server.fetchText("/sw.js"))).toBe(ALWAYS_REVALIDATE);
  });

  it("robots.txt and the sitemap for an hour", async () => {
    expect(cacheControl(await server.fetchText("/robots.txt"))).toBe(CRAWLER_FILES);
    expect(cacheControl(await server.fetchText("/sitemap.xml"))).toBe(CRAWLER_FILES);
  });
});
