import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation, makeTideAlert } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;
let bayId: number;

beforeAll(async () => {
  server = await startTestServer({
    locations: [makeLocation({ name: "Tillamook Bay", region: "North Coast" })],
  });
  bayId = (await server.fetchJson("/api/locations")).body[0].id;
});
afterAll(() => server.close());

const create = (overrides: Record<string, unknown> = {}) =>
  server.fetchJson("/api/tide-alerts", {
    method: "POST",
    body: JSON.stringify(makeTideAlert({ locationId: bayId, ...overrides })),
  });

describe("POST /api/tide-alerts", () => {
  it("creates an active alert with the spec's defaults and answers its manageToken once", async () => {
    const { status, body } = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify({
        email: "Jane.Doe@Example.com",
        latitude: "45.54",
        longitude: "-123.91",
        locationName: "Tillamook Bay",
        locationId: bayId,
      }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: null,
      email: "j•••@example.com",
      locationId: bayId,
      highTideAlert: false,
      lowTideAlert: false,
      optimalConditionsAlert: true,
      emailAlerts: true,
      smsAlerts: false,
      pushNotifications: false,
      minAlertInterval: 3600,
      active: true,
      lastAlertSent: null,
      emailConfirmed: false,
    });
    expect(body.manageToken).toMatch(/^[\w-]{43}$/);
    expect(body).not.toHaveProperty("manageTokenHash");
    expect(body).not.toHaveProperty("emailToken");
  });

  it("turns an empty phone number into null and accepts numbers as form strings", async () => {
    const { status, body } = await create({ phoneNumber: "", minTideHeight: "-1.5", maxTideHeight: "" });
    expect(status).toBe(201);
    expect(body.phoneNumber).toBeNull();
    expect(body.minTideHeight).toBe(-1.5);
    expect(body.maxTideHeight).toBeNull();
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-address" }, "email", "Please enter a valid email address"],
    [
      "a short location name",
      { locationName: "X" },
      "locationName",
      "Location name must be at least 2 characters",
    ],
    ["a missing latitude", { latitude: "" }, "latitude", "Latitude is required"],
    ["a missing longitude", { longitude: undefined }, "longitude", "Longitude is required"],
  ])("rejects %s with the spec's message", async (_label, change, path, message) => {
    const { status, body } = await create(change);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ path, message });
  });

  it.each([
    [
      { minTideHeight: 3, maxTideHeight: 1 },
      "maxTideHeight",
      "Maximum tide height must not be below the minimum",
    ],
    [
      { minPressure: 1030, maxPressure: 1000 },
      "maxPressure",
      "Maximum pressure must not be below the minimum",
    ],
    [{ maxWindSpeed: 500 }, "maxWindSpeed", "Must be a number from 0 to 200 mph"],
  ])("refuses limits that could never match: %j", async (limits, path, message) => {
    const { status, body } = await create(limits);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ path, message });
  });

  it("answers 404 for an alert on an unknown location", async () => {
    expect((await create({ locationId: 999_999 })).status).toBe(404);
  });
});

describe("GET /api/tide-alerts/location/{locationId}", () => {
  it("lists alerts with masked addresses and no phone numbers or tokens", async () => {
    await create({ email: "watcher@example.org", phoneNumber: "503-555-0100" });
    const { status, body } = await server.fetchJson(`/api/tide-alerts/location/${bayId}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    const raw = JSON.stringify(body);
    expect(raw).not.toContain("watcher@");
    expect(raw).not.toContain("503-555-0100");
    expect(raw).not.toContain("manageToken");
    expect(body.map((a: { email: string }) => a.email)).toContain("w•••@example.org");
  });
});

describe("PUT and DELETE /api/tide-alerts/{id}", () => {
  it("pauses and resumes only with the alert's token (header or ?token=)", async () => {
    const { body: alert } = await create();
    const put = (init: RequestInit, query = "") =>
      server.fetchJson(`/api/tide-alerts/${alert.id}${query}`, { method: "PUT", ...init });

    expect((await put({ body: JSON.stringify({ active: false }) })).status).toBe(403);
    const other = await create();
    const wrong = await put({
      body: JSON.stringify({ active: false }),
      headers: { "X-Alert-Token": other.body.manageToken },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("This alert can only be changed with its token");

    const paused = await put({
      body: JSON.stringify({ active: false }),
      headers: { "X-Alert-Token": alert.manageToken },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.active).toBe(false);

    const resumed = await put({ body: JSON.stringify({ active: true }) }, `?token=${alert.manageToken}`);
    expect(resumed.body.active).toBe(true);

    const bad = await put({
      body: JSON.stringify({ active: "yes" }),
      headers: { "X-Alert-Token": alert.manageToken },
    });
    expect(bad.status).toBe(400);
  });

  it("deletes only with the token, then answers 404", async () => {
    const { body: alert } = await create();
    expect((await server.fetchJson(`/api/tide-alerts/${alert.id}`, { method: "DELETE" })).status).toBe(403);
    const deleted = await server.fetchJson(`/api/tide-alerts/${alert.id}`, {
      method: "DELETE",
      headers: { "X-Alert-Token": alert.manageToken },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Tide alert has been deleted.");
    const again = await server.fetchJson(`/api/tide-alerts/${alert.id}`, {
      method: "DELETE",
      headers: { "X-Alert-Token": alert.manageToken },
    });
    expect(again.status).toBe(404);
  });
});
