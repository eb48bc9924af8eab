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

describe("approving a suggestion in another curated state", () => {
  it("makes a location of that state, in one of its regions, with its agency's permits line", async () => {
    await server.fetchJson("/api/location-suggestions", {
      method: "POST",
      body: JSON.stringify({
        name: "Lake Sammamish East Shore",
        description: "Kokanee and cutthroat trout from the state park's shore and boat launch.",
        contactName: "Sam",
        contactEmail: "sam@example.com",
        fishTypes: ["kokanee"],
      }),
    });
    const [pending] = (await findSuggestions(server.database.handle.db)).filter(
      (s) => s.name === "Lake Sammamish East Shore",
    );
    const id = pending?.id ?? 0;
    const approval = { id, operator: "ops@fishspots.test", latitude: "47.5570", longitude: "-122.0530" };
    // A region of another state is refused, naming the state.
    await expect(
      server.services.approveSuggestion({ ...approval, state: "Oregon", region: "Puget Sound" }),
    ).rejects.toThrow("Please choose a region of Oregon");
    await expect(
      server.services.approveSuggestion({ ...approval, state: "Atlantis", region: "Puget Sound" }),
    ).rejects.toThrow("Please choose a state we curate");

    const location = await server.services.approveSuggestion({
      ...approval,
      state: "Washington",
      region: "Puget Sound",
    });
    expect(location).toMatchObject({
      state: "Washington",
      region: "Puget Sound",
      timeZone: "America/Los_Angeles",
    });
    expect(location.permits).toBe("Washington fishing license. Check current WDFW regulations.");
  });
});
