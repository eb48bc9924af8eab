import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { US_STATES } from "#core/states";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// docs/product.md "API: states": GET /api/states, and ?state= as a slug or a name.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    locations: [
      makeLocation({ name: "Tillamook Bay" }),
      makeLocation({ name: "Elliott Bay", state: "Washington", region: "Puget Sound" }),
      makeLocation({ name: "Lake Chelan", state: "Washington", region: "Central Washington" }),
      makeLocation({ name: "Bodega Harbor", state: "California", region: "North Coast" }),
    ],
  });
});
afterAll(() => server.close());

type StateAnswer = {
  name: string;
  slug: string;
  abbreviation: string;
  spotCount: number;
  agency: { shortName: string; licenseUrl: string; regulationsUrl: string; reportUrl: string | null };
};

describe("GET /api/states", () => {
  it("lists the 50 states in the header's order, each with its spots and its agency's pages", async () => {
    const { status, body } = await server.fetchJson("/api/states");
    expect(status).toBe(200);
    const states = body as StateAnswer[];
    expect(states.map((s) => s.name)).toEqual([...US_STATES]);
    const byName = new Map(states.map((s) => [s.name, s]));
    expect(byName.get("Oregon")).toMatchObject({ slug: "oregon", abbreviation: "OR", spotCount: 1 });
    expect(byName.get("Washington")).toMatchObject({ slug: "washington", spotCount: 2 });
    expect(byName.get("California")?.spotCount).toBe(1);
    expect(byName.get("New York")).toMatchObject({ slug: "new-york", spotCount: 0 });
    expect(byName.get("Washington")?.agency).toMatchObject({
      shortName: "WDFW",
      licenseUrl: "https://wdfw.wa.gov/licenses/fishing",
    });
    for (const state of states) expect(new URL(state.agency.licenseUrl).protocol).toBe("https:");
  });

  it("counts a spot added through the console or an import at once", async () => {
    await server.services.createConsoleLocation({
      record: makeLocation({ name: "Lake Washington", state: "Washington", region: "Puget Sound" }),
      operator: "ana@example.org",
    });
    const { body } = await server.fetchJson("/api/states");
    expect((body as StateAnswer[]).find((s) => s.name === "Washington")?.spotCount).toBe(3);
  });
});

describe("?state= as a slug or a name", () => {
  it.each([["washington"], ["Washington"], ["WASHINGTON"]])("GET /api/locations?state=%s", async (state) => {
    const { status, body } = await server.fetchJson(`/api/locations?state=${state}`);
    expect(status).toBe(200);
    const names = (body as { name: string }[]).map((l) => l.name);
    expect(names).toContain("Elliott Bay");
    expect(names).not.toContain("Tillamook Bay");
  });

  it("reads a two-word state's slug as its name, and a state without spots answers an empty list", async () => {
    const { status, body } = await server.fetchJson("/api/locations?state=new-york");
    expect(status).toBe(200);
    expect(body).toEqual([]);
    const featured = await server.fetchJson("/api/locations/featured?state=california");
    expect(featured.status).toBe(200);
  });
});
