import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// docs/product.md "State profiles", "Hero and search bar", "Today on the water", "Tide Info page"
// and "Great Lakes": a state without coast stations leads with its rivers, lakes and what's
// biting, speaks of no bays and tides, and a Great Lakes spot gets no tide predictions.

let server: TestServer;
let erieId: number;

const COASTAL = /Coastal bays|Check Tide Info|Tide Information/;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({ name: "Detroit Lake", region: "Willamette Valley", fishTypes: ["kokanee"] }),
      // Lake Erie at Catawba Island State Park's ramp: a Great Lakes spot of a test fixture.
      makeLocation({
        name: "Lake Erie - Catawba Island",
        state: "Ohio",
        region: "Lake Erie",
        fishTypes: ["walleye", "perch"],
        permits: "Ohio fishing license.",
        latitude: "41.5746",
        longitude: "-82.8570",
        greatLake: "Erie",
      }),
    ],
  });
  const found = await server.services.findLocations({ state: "Ohio" });
  erieId = found[0]?.id ?? 0;
});

afterAll(() => server.close());

const page = async (path: string, state?: string) => {
  const res = await fetch(
    `${server.url}${path}`,
    state ? { headers: { cookie: `selectedState=${state}` } } : {},
  );
  return { status: res.status, html: await res.text() };
};

describe("a state without coast stations", () => {
  it.each(["Ohio", "Nevada"])(
    "%s's home leads with its rivers and what's biting, in its own words",
    async (state) => {
      const { html } = await page("/", state);
      const text = textOf(html);
      expect(text).not.toMatch(COASTAL);
      // The hero's line is the profile's; its first action is the rivers.
      const hero = html.slice(html.indexOf('id="hero-heading"'), html.indexOf('id="today-on-the-water"'));
      expect(hero).not.toContain('href="/tide-info"');
      expect(textOf(hero)).toMatch(
        state === "Ohio" ? /Lake Erie's western basin walleye reefs/ : /Sierra trout in the Truckee at Reno/,
      );
      const rivers = hero.indexOf('href="#today-on-the-water"');
      expect(rivers).toBeGreaterThan(-1);
      expect(rivers).toBeLessThan(hero.indexOf('href="#whats-biting"'));
      expect(text).toContain(`The flow of ${state}'s rivers now, at the USGS gauges of our spots.`);
    },
  );

  it("links the agency's ice-safety page after what's biting, where the state has one on record", async () => {
    const ohio = (await page("/", "Ohio")).html;
    const note = ohio.slice(ohio.indexOf('id="whats-biting"'));
    const link = note.match(/<a[^>]*>ODNR ice safety guidance<span/)?.[0] ?? "";
    expect(link).toContain('href="https://wildlife.ohiodnr.gov/fishing/ice-fishing"');
    expect(link).toContain('target="_blank"');
    expect(textOf(note)).toContain("Fishing through the ice? No ice is safe everywhere");
    // Nevada's agency has no such page on record: no note.
    expect(textOf((await page("/", "Nevada")).html)).not.toContain("ice safety guidance");
  });

  it("keeps the coast first for Oregon", async () => {
    const { html } = await page("/");
    expect(textOf(html)).toContain("Coastal bays, big rivers and high lakes");
    expect(html).toMatch(/<a[^>]*href="\/tide-info"[^>]*>.*?Check Tide Info/s);
  });

  it("gives a state page without spots no tide action and no coastal text", async () => {
    const { status, html } = await page("/states/nevada");
    expect(status).toBe(200);
    expect(textOf(html)).toContain("No Nevada spots yet");
    expect(textOf(html)).not.toMatch(COASTAL);
  });

  it("makes /tide-info the state's rivers, and the Great Lakes' reason", async () => {
    const { html } = await page("/tide-info", "Ohio");
    const text = textOf(html);
    expect(text).toContain("Ohio Rivers and Tides Guide");
    expect(text).toContain("The Great Lakes have tides of only a few centimetres");
    expect(html).toContain('id="rivers-now"');
    expect(html).not.toContain('id="coast-tides"');
  });

  it("makes /tide-info a coastal state's own coast and tide", async () => {
    const { html } = await page("/tide-info", "Washington");
    const text = textOf(html);
    expect(text).toContain("Washington Tides and Fishing Guide");
    expect(text).toContain("The Washington coast, with Puget Sound, has mixed tides");
    expect(text).toContain("Neah Bay");
    expect(text).not.toContain("How the tides on the Oregon coast work");
  });
});

describe("a Great Lakes spot", () => {
  it("gets no tide predictions, and the answer says why", async () => {
    const res = await fetch(`${server.url}/api/locations/${erieId}/tides`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(
      "Lake Erie has no tide predictions: its tides are only centimetres, and wind setup and seiches move the water instead.",
    );
    const location = await (await fetch(`${server.url}/api/locations/${erieId}`)).json();
    expect(location.greatLake).toBe("Erie");
  });

  it("says why on its Weather & Tides tab, in one line, with no chart of a sea station", async () => {
    const { html } = await page(`/locations/${erieId}?tab=tides`);
    const text = textOf(html);
    expect(text).toContain("No Tide Data Available");
    expect(text).toContain(
      "Lake Erie has no tide predictions: its tides are only centimetres, and wind setup and seiches move the water instead.",
    );
    expect(text).not.toContain("View tide prediction chart");
  });
});
