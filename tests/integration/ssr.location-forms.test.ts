import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELD_REVIEW_MESSAGE } from "#core/moderation";
import { makeLocation, makeTideAlert } from "../support/factories";
import { markup, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// The Tide Alerts tab as the server renders it (docs/product.md "Tide Alerts tab", "Alert form"),
// and the location page's forms posted without JavaScript (a plain POST answers with a full page).

let server: TestServer;
let bayId: number;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
    locations: [makeLocation({ name: "Nestucca Bay", latitude: "45.1650", longitude: "-123.9600" })],
  });
  const [bay] = await server.services.findLocations({});
  bayId = bay?.id ?? 0;
});
afterAll(() => server.close());

function post(path: string, fields: Record<string, string | string[]>, init: RequestInit = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return server.fetchText(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
    ...init,
  });
}

async function createAlert(overrides: Record<string, unknown> = {}) {
  const res = await server.fetchJson("/api/tide-alerts", {
    method: "POST",
    body: JSON.stringify(makeTideAlert({ locationId: bayId, locationName: "Nestucca Bay", ...overrides })),
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; manageToken: string };
}

describe("the Tide Alerts tab", () => {
  it("lists the alerts with masked addresses, what they watch, frequency labels and status", async () => {
    await createAlert({
      email: "pat.fisher@example.com",
      minAlertInterval: 86400,
      lowTideAlert: true,
      maxTideHeight: 0,
    });
    const paused = await createAlert({ email: "lee@example.org", minAlertInterval: 7200 });
    await server.services.setTideAlertActive({ id: paused.id, active: false, token: paused.manageToken });
    const page = await server.fetchText(`/locations/${bayId}?tab=tide-alerts`);
    expect(page.status).toBe(200);
    const html = markup(page.body);
    expect(html).toMatch(/<a[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Tide Alerts<\/a>/);
    expect(html).toMatch(/<a[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Existing Alerts<\/a>/);
    expect(html).toContain("p•••@example.com");
    expect(html).toContain("l•••@example.org");
    expect(html).not.toContain("pat.fisher");
    expect(html).toContain("Daily");
    expect(html).toContain("Every 2 hours");
    expect(html).toContain("Tide height at most 0 ft");
    expect(html).toMatch(/>Active</);
    expect(html).toMatch(/>Paused</);
  });

  it("renders no pause or delete controls on the server: they need this browser's token", async () => {
    const html = markup((await server.fetchText(`/locations/${bayId}?tab=tide-alerts`)).body);
    expect(html).not.toMatch(/>Pause</);
    expect(html).not.toMatch(/>Delete</);
  });

  it("renders the New Alert form with the location prefilled and read-only, and the alert defaults", async () => {
    const html = markup((await server.fetchText(`/locations/${bayId}?tab=tide-alerts&alerts=new`)).body);
    expect(html).toMatch(
      /<input[^>]*name="locationName"[^>]*value="Nestucca Bay"[^>]*readOnly|<input[^>]*readOnly[^>]*name="locationName"/i,
    );
    expect(html).toMatch(/<input[^>]*name="latitude"[^>]*value="45.1650"/);
    expect(html).toMatch(/<input[^>]*name="longitude"[^>]*value="-123.9600"/);
    const switchState = (name: string) =>
      new RegExp(`<input[^>]*role="switch"[^>]*name="${name}"[^>]*checked=""`).test(html);
    expect(switchState("optimalConditionsAlert")).toBe(true);
    expect(switchState("emailAlerts")).toBe(true);
    expect(switchState("highTideAlert")).toBe(false);
    expect(switchState("lowTideAlert")).toBe(false);
    expect(switchState("smsAlerts")).toBe(false);
    expect(switchState("pushNotifications")).toBe(false);
    expect(html).toContain("SMS Notifications (requires phone number)");
    const options = [...html.matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(options).toEqual([
      ["3600", "Every hour"],
      ["10800", "Every 3 hours"],
      ["21600", "Every 6 hours"],
      ["43200", "Every 12 hours"],
      ["86400", "Once daily"],
    ]);
    expect(html).toMatch(/<option value="3600" selected="">/);
  });
});

describe("the alert form without JavaScript", () => {
  it("creates the alert and redirects to Existing Alerts with the success notice", async () => {
    const res = await post(`/locations/${bayId}?tab=tide-alerts&alerts=new`, {
      intent: "create-alert",
      email: "nojs.angler@example.net",
      phoneNumber: "",
      locationName: "Nestucca Bay",
      latitude: "45.1650",
      longitude: "-123.9600",
      lowTideAlert: "on",
      maxTideHeight: "-0.5",
      minAlertInterval: "43200",
    });
    expect(res.status).toBe(303);
    // A new address: the page also says a confirmation e-mail went out.
    expect(res.headers.get("location")).toBe(`/locations/${bayId}?tab=tide-alerts&created=alert-unconfirmed`);
    const alerts = await server.services.findAlertsForLocation({ locationId: bayId });
    const created = alerts.find((a) => a.email === "n•••@example.net");
    expect(created).toMatchObject({
      lowTideAlert: true,
      highTideAlert: false,
      optimalConditionsAlert: false,
      emailAlerts: false,
      maxTideHeight: -0.5,
      minAlertInterval: 43200,
      active: true,
      userId: null,
      phoneNumber: null,
    });
    const html = markup((await server.fetchText(res.headers.get("location") ?? "")).body);
    expect(html).toContain(
      "Your tide alert has been created. You will receive notifications based on your preferences.",
    );
    expect(html).toContain("n•••@example.net");
    expect(textOf(html)).toContain(
      "Check your inbox. We sent a confirmation e-mail to the address you gave.",
    );
  });

  it("takes the location's own name and coordinates, whatever was posted", async () => {
    const res = await post(`/locations/${bayId}`, {
      intent: "create-alert",
      email: "owncoords@example.com",
      locationName: "Somewhere Else",
      latitude: "1",
      longitude: "2",
      optimalConditionsAlert: "on",
      minAlertInterval: "3600",
    });
    expect(res.status).toBe(303);
    const alerts = await server.services.findAlertsForLocation({ locationId: bayId });
    expect(alerts.find((a) => a.email === "o•••@example.com")).toMatchObject({
      locationName: "Nestucca Bay",
      latitude: "45.1650",
      longitude: "-123.9600",
    });
  });

  it("answers 400 with the spec's messages beside the fields and keeps what was typed", async () => {
    const before = (await server.services.findAlertsForLocation({ locationId: bayId })).length;
    const res = await post(`/locations/${bayId}?tab=tide-alerts&alerts=new`, {
      intent: "create-alert",
      email: "not-an-address",
      phoneNumber: "503 555 0100",
      minTideHeight: "3",
      maxTideHeight: "1",
      minPressure: "5000",
      minAlertInterval: "10800",
    });
    expect(res.status).toBe(400);
    const html = markup(res.body);
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Maximum tide height must not be below the minimum");
    expect(html).toContain("Must be a whole number from 800 to 1100 hPa");
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="not-an-address"/);
    expect(html).toMatch(/<input[^>]*name="phoneNumber"[^>]*value="503 555 0100"/);
    expect(html).toMatch(/<option value="10800" selected="">/);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/);
    expect(await server.services.findAlertsForLocation({ locationId: bayId })).toHaveLength(before);
  });
});

describe("the review form without JavaScript", () => {
  it("saves the review with its fish and redirects to Read Reviews with the success notice", async () => {
    const res = await post(`/locations/${bayId}?tab=reviews&reviews=write`, {
      intent: "create-review",
      userName: "Form Poster",
      rating: "3",
      reviewText: "Plain form, no script.",
      fishCaught: ["Chinook_Salmon", "Other"],
      visitDate: "2026-10-02",
      timeSpent: "Half day",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/locations/${bayId}?tab=reviews&created=review`);
    const [review] = await server.services.findReviews({ locationId: bayId });
    expect(review).toMatchObject({
      userName: "Form Poster",
      rating: 3,
      reviewText: "Plain form, no script.",
      fishCaught: ["Chinook_Salmon", "Other"],
      timeSpent: "Half day",
    });
    const html = markup((await server.fetchText(res.headers.get("location") ?? "")).body);
    expect(html).toContain("Thank you for sharing your experience!");
    expect(html).toContain("Form Poster");
  });

  it("holds a review that looks like spam and says it will appear after a quick check", async () => {
    const res = await post(`/locations/${bayId}?tab=reviews&reviews=write`, {
      intent: "create-review",
      userName: "Form Spammer",
      rating: "5",
      reviewText: "Deals at one.example.com, two.example.com and three.example.com",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/locations/${bayId}?tab=reviews&created=review-held`);
    const html = markup((await server.fetchText(res.headers.get("location") ?? "")).body);
    expect(textOf(html)).toContain(HELD_REVIEW_MESSAGE);
    expect(html).not.toContain("Review submitted.");
    expect(html).not.toContain("Form Spammer");
  });

  it("answers 400 with the message and keeps the text", async () => {
    const res = await post(`/locations/${bayId}?tab=reviews&reviews=write`, {
      intent: "create-review",
      userName: "",
      rating: "4",
      reviewText: "Kept after the error",
    });
    expect(res.status).toBe(400);
    const html = markup(res.body);
    expect(html).toContain("Name must be at least 2 characters");
    expect(html).toContain("Kept after the error");
  });
});

describe("what a page accepts as a post", () => {
  it("refuses anything but a form with 415 and a JSON message", async () => {
    const res = await server.fetchJson(`/locations/${bayId}`, {
      method: "POST",
      body: JSON.stringify({ intent: "create-review" }),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/form posts/);
  });

  it("refuses a form larger than the body limit with 413", async () => {
    const res = await post(`/locations/${bayId}`, {
      intent: "create-review",
      reviewText: "x".repeat(200_000),
    });
    expect(res.status).toBe(413);
  });

  it("answers an unknown form with 400, and an unknown location with 404", async () => {
    expect((await post(`/locations/${bayId}`, { intent: "launch-rocket" })).status).toBe(400);
    expect((await post("/locations/999999", { intent: "create-review" })).status).toBe(404);
  });
});
