import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInToConsole } from "#tests/support/consoleSession";
import { makeLocation, makeReview } from "#tests/support/factories";
import { markup, textOf } from "#tests/support/html";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// The console's locations screens (docs/product.md "Operator console"): search, edit every field
// through the importer's schema, create, delete after a confirmation; each public at once.

const OPERATOR = "ops@fishspots.test";
let sink: SmtpSink;
let server: TestServer;
let session: { cookie: string; csrf: string };

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({ name: "Siltcoos Lake", region: "Central Coast" }),
      makeLocation({ name: "Tahkenitch Lake", region: "Central Coast" }),
    ],
    env: { OPERATOR_EMAILS: OPERATOR, SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
  });
  session = await signInToConsole(server, sink, OPERATOR);
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

function post(path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries({ csrf: session?.csrf ?? "", ...fields }))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return server.fetchText(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: session?.cookie ?? "" },
    body,
    redirect: "manual",
  });
}

const page = async (path: string) =>
  textOf(markup((await server.fetchText(path, { headers: { cookie: session.cookie } })).body));

const FULL_FORM = {
  name: "Woahink Lake",
  description: "A clear, deep dune lake with trout and bass near Florence.",
  state: "Oregon",
  region: "Central Coast",
  bestSeasons: "Apr-Oct",
  accessibility: "Paved ramp at Honeyman State Park.",
  facilities: "Boat ramp\nRestrooms",
  permits: "Oregon angling license.",
  latitude: "43.9110",
  longitude: "-124.1080",
  tideInfo: "",
  imageUrl: "",
  usgsSite: "",
  fishTypes: ["rainbow_trout", "largemouth_bass"],
  featured: "on",
};

describe("the console's locations", () => {
  it("finds locations by name", async () => {
    const text = await page("/admin/locations?q=siltcoos");
    expect(text).toContain("Siltcoos Lake");
    expect(text).not.toContain("Tahkenitch Lake");
  });

  it("creates a location through the importer's schema; it is public at once and audited", async () => {
    const refused = await post("/admin/locations/new", { ...FULL_FORM, latitude: "", fishTypes: [] });
    expect(refused.status).toBe(400);
    const refusedText = textOf(markup(refused.body));
    expect(refusedText).toContain("Latitude is required");
    expect(refusedText).toContain("Choose at least one fish type");
    expect(markup(refused.body)).toContain('value="Woahink Lake"');

    const created = await post("/admin/locations/new", FULL_FORM);
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("location")?.match(/\/admin\/locations\/(\d+)/)?.[1]);
    const api = await server.fetchJson(`/api/locations/${id}`);
    expect(api.body).toMatchObject({
      name: "Woahink Lake",
      facilities: ["Boat ramp", "Restrooms"],
      fishTypes: ["rainbow_trout", "largemouth_bass"],
      featured: true,
    });
    expect(await page(`/admin/locations/${id}?saved=created`)).toContain(
      "Location created. It is public now.",
    );
    const [entry] = await server.services.listAudit({});
    expect(entry).toMatchObject({ action: "location.create", operator: OPERATOR, targetId: String(id) });
  });

  it("saves an edit that the public page shows at once, with before and after in the audit log", async () => {
    const [siltcoos] = await server.services.searchConsoleLocations({ query: "Siltcoos" });
    const id = siltcoos?.id as number;
    // A rendered public page, now in the response cache.
    expect(textOf(markup((await server.fetchText(`/locations/${id}`)).body))).toContain("Siltcoos Lake");
    const form = await server.fetchText(`/admin/locations/${id}`, { headers: { cookie: session.cookie } });
    expect(markup(form.body)).toContain('value="Siltcoos Lake"');

    const saved = await post(`/admin/locations/${id}`, {
      ...FULL_FORM,
      intent: "save",
      name: "Siltcoos Lake and Outlet",
      usgsSite: "USGS-14307000",
    });
    expect(saved.status).toBe(302);
    const publicPage = textOf(markup((await server.fetchText(`/locations/${id}`)).body));
    expect(publicPage).toContain("Siltcoos Lake and Outlet");
    expect((await server.fetchJson(`/api/locations/${id}`)).body.usgsSite).toBe("USGS-14307000");
    const [entry] = await server.services.listAudit({});
    expect(entry).toMatchObject({
      action: "location.update",
      before: { name: "Siltcoos Lake" },
      after: { name: "Siltcoos Lake and Outlet" },
    });

    const refused = await post(`/admin/locations/${id}`, {
      ...FULL_FORM,
      intent: "save",
      usgsSite: "14307000",
    });
    expect(refused.status).toBe(400);
    expect(textOf(markup(refused.body))).toContain("Nothing was saved.");
  });

  it("deletes a location with its reviews after the confirmation, telling what goes with it", async () => {
    const [tahkenitch] = await server.services.searchConsoleLocations({ query: "Tahkenitch" });
    const id = tahkenitch?.id as number;
    await server.services.createReview({ locationId: id, input: makeReview(), clientAddress: "192.0.2.5" });
    expect(await page(`/admin/locations/${id}`)).toContain(
      "This deletes Tahkenitch Lake for good, with its 1 review and 0 tide alerts.",
    );
    const deleted = await post(`/admin/locations/${id}`, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect((await server.fetchJson(`/api/locations/${id}`)).status).toBe(404);
    expect(await page(deleted.headers.get("location") ?? "")).toContain("Deleted Tahkenitch Lake.");
    const [entry] = await server.services.listAudit({});
    expect(entry).toMatchObject({
      action: "location.delete",
      before: { name: "Tahkenitch Lake", reviews: 1 },
    });
  });

  it("refuses a post without the session's CSRF token, and a visitor without a session", async () => {
    const [any] = await server.services.searchConsoleLocations({ query: "" });
    const forged = await server.fetchText(`/admin/locations/${any?.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: session.cookie },
      body: new URLSearchParams({ intent: "delete" }),
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    const anonymous = await server.fetchText("/admin/locations", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect((await server.fetchJson(`/api/locations/${any?.id}`)).status).toBe(200);
  });
});
