import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { metaContent, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// docs/product.md "Near me": /near lists the spots nearest a ZIP code, a town and state or a
// position, across states, with distances, a fish filter and a map; it needs no JavaScript, says
// what went wrong in plain words, and is never indexed. It runs on both databases.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({
        name: "Kelley Point",
        state: "Oregon",
        region: "Portland Metro",
        fishTypes: ["chinook_salmon", "sturgeon"],
        latitude: "45.6470",
        longitude: "-122.7630",
      }),
      makeLocation({
        name: "Vancouver Lake",
        state: "Washington",
        region: "Southwest Washington",
        fishTypes: ["largemouth_bass"],
        latitude: "45.6700",
        longitude: "-122.7250",
      }),
      makeLocation({
        name: "Lake Okeechobee",
        state: "Florida",
        region: "South Florida",
        fishTypes: ["largemouth_bass"],
        latitude: "26.9500",
        longitude: "-80.8000",
      }),
    ],
  });
});
afterAll(() => server.close());

const page = (path: string) => server.fetchText(path);

/** The names of the listed spots, in their order. */
function listed(html: string): string[] {
  const list = /<ol[^>]*data-near-list[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<a[^>]*href="\/locations\/\d+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1] as string);
}

describe("/near", () => {
  it("lists the spots nearest a ZIP code across states, with distance and state, and a map", async () => {
    const { status, body } = await page("/near?zip=98660");
    expect(status).toBe(200);
    expect(listed(body)).toEqual(["Vancouver Lake", "Kelley Point", "Lake Okeechobee"]);
    const text = textOf(body);
    expect(text).toContain("Fishing spots near Vancouver, WA 98660");
    expect(text).toContain("Kelley Point4.0 mi (6.5 km) · Portland Metro, Oregon");
    expect(body).toContain("data-map-picture");
    expect(body).toMatch(/data-picture-marker="map-pin"/);
  });

  it("reads a town and state, and a position", async () => {
    const town = await page(`/near?place=${encodeURIComponent("Portland, OR")}`);
    expect(textOf(town.body)).toContain("Fishing spots near Portland, OR");
    expect(listed(town.body)[0]).toBe("Kelley Point");
    const named = await page(`/near?place=${encodeURIComponent("vancouver washington")}`);
    expect(textOf(named.body)).toContain("Fishing spots near Vancouver, WA");
    expect(listed(named.body)[0]).toBe("Vancouver Lake");
    const position = await page("/near?lat=26.9&lon=-80.9");
    expect(textOf(position.body)).toContain("Fishing spots near your position");
    expect(listed(position.body)[0]).toBe("Lake Okeechobee");
    expect(position.body).toMatch(/<input type="hidden" name="lat" value="26.9"/);
  });

  it("narrows the list to a fish type", async () => {
    const { body } = await page("/near?zip=98660&fish=largemouth_bass");
    expect(listed(body)).toEqual(["Vancouver Lake", "Lake Okeechobee"]);
    expect(body).toMatch(/<option value="largemouth_bass" selected="">/);
  });

  it.each([
    ["/near?zip=00000", "We do not know the ZIP code 00000."],
    ["/near?place=972", 'A ZIP code has five digits: "972" has 3.'],
    [`/near?place=${encodeURIComponent("Atlantis, OR")}`, 'We could not find "Atlantis, OR".'],
    ["/near?lat=95&lon=0", "That position is not on the map."],
    ["/near?position=declined", "Your browser did not share your position."],
    ["/near?position=unavailable", "Your browser could not tell your position."],
  ])("answers %s with a clear message and the form", async (path, message) => {
    const { status, body } = await page(path);
    expect(status).toBe(200);
    expect(textOf(body)).toContain(message);
    expect(body).toMatch(/<form[^>]*action="\/near" method="get"/);
    expect(listed(body)).toEqual([]);
  });

  it("is never indexed, and not in the sitemap", async () => {
    const { body } = await page("/near?zip=98660");
    expect(metaContent(body, "robots")).toBe("noindex");
    const index = await page("/sitemap.xml");
    const files = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map(
      (m) => m[1] as string,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of ["/sitemap.xml", ...files]) {
      const { body: xml } = await page(file);
      expect(xml).not.toContain("/near");
    }
  });
});

describe("the home and the map", () => {
  it.each(["/", "/map"])(
    "%s offers the form without JavaScript, and the position button hidden until the page script shows it",
    async (path) => {
      const { body } = await page(path);
      expect(body).toMatch(/<section id="near-me"[^>]*>[\s\S]*?<form[^>]*action="\/near" method="get"/);
      expect(body).toMatch(/<input[^>]*name="place"/);
      expect(body).toMatch(/<button[^>]*data-near-me=""[^>]*hidden=""/);
    },
  );
});
