import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSuggestions } from "#server/services/locations/suggestions";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CONTACT_EMAIL: "team@fishspots.test" } });
});
afterAll(() => server.close());

describe("POST /api/location-suggestions", () => {
  it("stores the suggestion and tells the team by e-mail", async () => {
    const { status, body } = await server.fetchJson("/api/location-suggestions", {
      method: "POST",
      body: JSON.stringify({
        name: "Hidden Creek Pond",
        description: "Small pond with stocked trout near the trailhead.",
        contactName: "Pat",
        contactEmail: "pat@example.com",
        fishTypes: ["trout"],
        facilities: "Parking, Restrooms",
      }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: "Hidden Creek Pond", status: "pending", contactName: "Pat" });
    expect(Date.parse(body.submitted)).not.toBeNaN();
    const stored = await findSuggestions(server.database.handle.db);
    expect(stored.map((s) => s.name)).toEqual(["Hidden Creek Pond"]);

    const outbox = path.join(server.dataDir, "outbox");
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(outbox, files[0] as string), "utf8");
    expect(eml).toContain("To: team@fishspots.test");
    expect(eml).toContain("Subject: New Fishing Spot Suggestion: Hidden Creek Pond");
    expect(eml).toContain("Reply-To: pat@example.com");
  });

  it.each([
    ["a missing name", { name: "" }, "name"],
    ["a short description", { description: "ok" }, "description"],
    ["a bad e-mail", { contactEmail: "pat" }, "contactEmail"],
  ])("rejects %s with 400 and stores nothing", async (_label, change, field) => {
    const before = (await findSuggestions(server.database.handle.db)).length;
    const { status, body } = await server.fetchJson("/api/location-suggestions", {
      method: "POST",
      body: JSON.stringify({
        name: "A Pond",
        description: "A pond with trout in it.",
        contactName: "Pat",
        contactEmail: "pat@example.com",
        ...change,
      }),
    });
    expect(status).toBe(400);
    expect(body.errors[0].path).toBe(field);
    expect((await findSuggestions(server.database.handle.db)).length).toBe(before);
  });
});
