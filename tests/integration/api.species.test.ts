import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FISH_TYPE_VALUES } from "#core/fishTypeList";
import { monthCounts } from "#core/species";
import { speciesSlug } from "#core/speciesPaths";
import { addDays } from "#core/zoneClock";
import { locationReviews } from "#server/db/schema";
import { makeLocation, makeReview } from "../support/factories";
import { fixClock, releaseClock } from "../support/fixedClock";
import { startTestServer, type TestServer } from "../support/testServer";

// docs/product.md "Species pages" and "What's biting": GET /api/fish-types/{slug}, a location's
// catches, and which reviews count as catches (published, naming a species, in the window).

let server: TestServer;
const ids: Record<string, number> = {};
// The catch window is on the Pacific calendar (the reviews' caught_on). The clock is fixed at
// noon in Oregon on a day whose 30-day window reaches back into the year before.
const NOW = "2027-01-09T20:00:00Z";
const today = "2027-01-09";

beforeAll(async () => {
  fixClock(NOW);
  server = await startTestServer({
    locations: [
      makeLocation({ name: "Nestucca Bay", fishTypes: ["chinook_salmon", "crab"], bestSeasons: "Nov-Feb" }),
      makeLocation({
        name: "Alsea River",
        fishTypes: ["chinook_salmon", "steelhead"],
        bestSeasons: "Sep-Nov",
      }),
      makeLocation({
        name: "Coos Bay",
        fishTypes: ["chinook_salmon"],
        bestSeasons: "Aug-Oct",
        featured: true,
      }),
      makeLocation({
        name: "Wickiup Reservoir",
        fishTypes: ["kokanee", "brown_trout"],
        bestSeasons: "Year-round",
      }),
      makeLocation({
        name: "Lake Chelan",
        state: "Washington",
        fishTypes: ["kokanee"],
        bestSeasons: "May-Jul",
      }),
      // A value outside the fish-type list still gets a page.
      makeLocation({ name: "Depoe Bay", fishTypes: ["bowfin"], bestSeasons: "Whenever" }),
    ],
  });
  for (const location of await server.services.findLocations({})) ids[location.name] = location.id;
});
afterAll(async () => {
  await server.close();
  releaseClock();
});

const review = (name: string, body: Record<string, unknown>) =>
  server.fetchJson(`/api/locations/${ids[name]}/reviews`, {
    method: "POST",
    body: JSON.stringify(makeReview(body)),
  });

describe("GET /api/fish-types/{slug}", () => {
  it("answers for every fish type of the list and every value a spot offers", async () => {
    for (const value of [...FISH_TYPE_VALUES, "bowfin"]) {
      const { status, body } = await server.fetchJson(`/api/fish-types/${speciesSlug(value)}`);
      expect(status, value).toBe(200);
      expect(body).toMatchObject({ slug: speciesSlug(value), value });
      expect(body.months).toHaveLength(12);
    }
  });

  it("counts each month's spots by the season rule, and the spots by featured, rating and reviews", async () => {
    for (const [name, rating] of [
      ["Alsea River", 5],
      ["Nestucca Bay", 4],
      ["Nestucca Bay", 4],
    ] as const) {
      expect((await review(name, { rating })).status).toBe(201);
    }
    const { body } = await server.fetchJson("/api/fish-types/chinook-salmon");
    expect(body.name).toBe("Chinook Salmon");
    expect(body.spotCount).toBe(3);
    expect(body.months).toEqual(
      monthCounts([
        { bestSeasons: "Nov-Feb", count: 1 },
        { bestSeasons: "Sep-Nov", count: 1 },
        { bestSeasons: "Aug-Oct", count: 1 },
      ]),
    );
    expect(body.months).toEqual([1, 1, 0, 0, 0, 0, 0, 1, 2, 2, 2, 1]);
    expect(body.locations.map((l: { name: string }) => l.name)).toEqual([
      "Coos Bay",
      "Alsea River",
      "Nestucca Bay",
    ]);
    expect(body.locations[2]).toMatchObject({ averageRating: 4, reviewCount: 2, featured: false });
  });

  it("keeps to the state asked for", async () => {
    const oregon = await server.fetchJson("/api/fish-types/kokanee?state=Oregon");
    const everywhere = await server.fetchJson("/api/fish-types/kokanee");
    expect(oregon.body.spotCount).toBe(1);
    expect(oregon.body.months).toEqual(Array(12).fill(1));
    expect(everywhere.body.spotCount).toBe(2);
  });

  it("is a 404 with a message for a slug that names no species", async () => {
    for (const slug of ["marlin", "Chinook-Salmon", "chinook_salmon", "%20", "a".repeat(300)]) {
      const { status, body } = await server.fetchJson(`/api/fish-types/${slug}`);
      expect(status, slug).toBe(404);
      expect(body).toEqual({ message: "Fish type not found" });
    }
  });
});

describe("recent catches", () => {
  it("count the published reviews that name a species, by the visit date, else the day written", async () => {
    const counted = [
      { userName: "Today", fishCaught: ["Chinook_Salmon", "Crab"] },
      { userName: "Older form", fishCaught: ["Dungeness_Crab"], visitDate: addDays(today, -29) },
    ];
    const notCounted = [
      { userName: "Too long ago", fishCaught: ["Chinook_Salmon"], visitDate: addDays(today, -30) },
      { userName: "Not yet", fishCaught: ["Chinook_Salmon"], visitDate: addDays(today, 1) },
      { userName: "No species", fishCaught: ["Other"] },
      { userName: "Nothing caught" },
      // Held for a check (decision 032): more than two links.
      { userName: "Held", fishCaught: ["Crab"], reviewText: "http://a.test http://b.test http://c.test" },
    ];
    for (const body of [...counted, ...notCounted]) {
      const written = await review("Nestucca Bay", body);
      expect(written.status).toBeLessThan(300);
      // Without a visit date the day written counts, and the database writes it on its own
      // clock, which the test does not fix: the row is given the test's today.
      if (!("visitDate" in body)) {
        await server.database.handle.db
          .update(locationReviews)
          .set({ createdAt: new Date(NOW) })
          .where(eq(locationReviews.id, written.body.id));
      }
    }
    // Hidden by an operator after it was published.
    const hidden = await review("Nestucca Bay", { userName: "Hidden later", fishCaught: ["Crab"] });
    await server.services.hideReview({
      reviewId: hidden.body.id,
      operator: "ops@example.org",
      reason: "Spam",
    });

    const { status, body } = await server.fetchJson(`/api/locations/${ids["Nestucca Bay"]}/catches`);
    expect(status).toBe(200);
    expect(body.window).toEqual({ from: addDays(today, -29), to: today, days: 30 });
    expect(body.counts).toEqual([
      { species: "crab", count: 2 },
      { species: "chinook_salmon", count: 1 },
    ]);
    expect(body.recent.map((c: { userName: string }) => c.userName)).toEqual(["Today", "Older form"]);
    expect(body.recent[0]).toMatchObject({
      locationId: ids["Nestucca Bay"],
      locationName: "Nestucca Bay",
      caughtOn: today,
      species: ["crab", "chinook_salmon"],
    });

    const species = await server.fetchJson("/api/fish-types/crab");
    expect(species.body.catchCount).toBe(2);
    expect(species.body.recentCatches.map((c: { userName: string }) => c.userName)).toEqual([
      "Today",
      "Older form",
    ]);
    const biting = await server.services.getWhatsBiting({ state: "Oregon" });
    expect(biting.catches).toEqual(body.counts);
  });

  it("are a 404 for an unknown location and a 400 for a bad id", async () => {
    expect((await server.fetchJson("/api/locations/999999/catches")).status).toBe(404);
    expect((await server.fetchJson("/api/locations/abc/catches")).status).toBe(400);
  });
});

describe("what's biting", () => {
  it("lists the species in season this month by number of spots", async () => {
    // An October day: two Oregon spots have chinook in season then, one each the rest.
    vi.setSystemTime(new Date("2027-10-15T19:00:00Z"));
    const month = 9;
    const biting = await server.services.getWhatsBiting({ state: "Oregon" });
    expect(biting.month).toBe(month);
    expect(biting.inSeason[0]).toEqual({ species: "chinook_salmon", spots: 2 });
    expect(new Map(biting.inSeason.map((entry) => [entry.species, entry.spots]))).toEqual(
      new Map([
        ["chinook_salmon", 2],
        ["steelhead", 1],
        ["kokanee", 1],
        ["brown_trout", 1],
      ]),
    );
    const expected = new Map<string, number>();
    for (const location of await server.services.findLocations({ state: "Oregon" })) {
      if (monthCounts([{ bestSeasons: location.bestSeasons, count: 1 }])[month] === 0) continue;
      for (const fish of location.fishTypes) expected.set(fish, (expected.get(fish) ?? 0) + 1);
    }
    expect(new Map(biting.inSeason.map((entry) => [entry.species, entry.spots]))).toEqual(expected);
    const spots = biting.inSeason.map((entry) => entry.spots);
    expect(spots).toEqual([...spots].sort((a, b) => b - a));
  });

  it("hears of new spots at once", async () => {
    const before = await server.fetchJson("/api/fish-types/walleye");
    await server.services.createConsoleLocation({
      record: makeLocation({ name: "Lake Umatilla", fishTypes: ["walleye"], bestSeasons: "Year-round" }),
      operator: "ops@example.org",
    });
    const after = await server.fetchJson("/api/fish-types/walleye");
    expect(before.body.spotCount).toBe(0);
    expect(after.body.spotCount).toBe(1);
    expect(after.body.months).toEqual(Array(12).fill(1));
  });
});
