import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUICK_RATING } from "#core/quickRating";
import { selectRows } from "#server/db/client.server";
import { makeLocation, makeReview } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 020: averages come from per-location totals that every review insert keeps in its own
// transaction, whichever way the review arrives: the API's full review, a card's quick rating,
// or the location page's form without JavaScript. The answers are what avg() gave.

let server: TestServer;
let ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
    locations: [makeLocation({ name: "Haskins Reservoir" }), makeLocation({ name: "Elk Lake" })],
  });
  ids = (await server.services.findLocations({})).map((l) => l.id);
});
afterAll(() => server.close());

/** The totals table beside what aggregating the reviews themselves gives. */
async function totalsAndAggregates() {
  const db = server.database.handle.db;
  const totals = await selectRows<{ location_id: number; review_count: number; rating_sum: number }>(
    db,
    sql`select location_id, review_count, rating_sum from location_ratings where review_count > 0 order by location_id`,
  );
  const aggregates = await selectRows<{ location_id: number; review_count: number; rating_sum: number }>(
    db,
    sql`select location_id, count(*)::int as review_count, sum(rating)::int as rating_sum
        from location_reviews group by location_id order by location_id`,
  );
  return { totals, aggregates };
}

function postReview(locationId: number, body: Record<string, unknown>) {
  return server.fetchJson(`/api/locations/${locationId}/reviews`, {
    method: "POST",
    body: JSON.stringify(body),
  });
}

describe("rating totals", () => {
  it("start with no entry and a null average", async () => {
    const { body } = await server.fetchJson(`/api/locations/${ids[0]}/rating`);
    expect(body).toEqual({ locationId: ids[0], averageRating: null, reviewCount: 0 });
    expect((await server.fetchJson("/api/locations/ratings/all")).body).toEqual([]);
  });

  it("count a full review, a quick rating and a form posted without JavaScript", async () => {
    const [first, second] = ids as [number, number];
    expect((await postReview(first, makeReview({ rating: 4 }))).status).toBe(201);
    expect((await postReview(first, { locationId: first, rating: 5, ...QUICK_RATING })).status).toBe(201);
    const form = new URLSearchParams({ intent: "create-review", userName: "Plain Form", rating: "2" });
    const posted = await server.fetchText(`/locations/${first}?tab=reviews&reviews=write`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect((await postReview(second, makeReview({ rating: 1 }))).status).toBe(201);

    const { totals, aggregates } = await totalsAndAggregates();
    expect(totals).toEqual(aggregates);
    expect(totals).toEqual(
      [
        { location_id: first, review_count: 3, rating_sum: 11 },
        { location_id: second, review_count: 1, rating_sum: 1 },
      ].sort((a, b) => a.location_id - b.location_id),
    );
  });

  it("answer the same averages as aggregating the reviews (avg of integers, every digit)", async () => {
    const [first, second] = ids as [number, number];
    const { body } = await server.fetchJson(`/api/locations/${first}/rating`);
    expect(body).toEqual({ locationId: first, averageRating: Number("3.6666666666666667"), reviewCount: 3 });
    expect((await server.fetchJson("/api/locations/ratings/all")).body).toEqual(
      [
        { locationId: first, averageRating: Number("3.6666666666666667") },
        { locationId: second, averageRating: 1 },
      ].sort((a, b) => a.locationId - b.locationId),
    );
  });

  it("stay unchanged when a review is refused", async () => {
    const before = await totalsAndAggregates();
    expect((await postReview(ids[1] as number, makeReview({ rating: 9 }))).status).toBe(400);
    expect((await postReview(999_999, makeReview())).status).toBe(404);
    expect(await totalsAndAggregates()).toEqual(before);
  });

  it("stay right under concurrent reviews of one location", async () => {
    const second = ids[1] as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postReview(second, makeReview({ rating: (i % 5) + 1 }))),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const { totals, aggregates } = await totalsAndAggregates();
    expect(totals).toEqual(aggregates);
    expect(totals.find((t) => t.location_id === second)).toEqual({
      location_id: second,
      review_count: 21,
      rating_sum: 61,
    });
  });

  it("go with their location when it is deleted", async () => {
    const db = server.database.handle.db;
    await db.execute(sql`delete from fishing_locations where id = ${ids[1] as number}`);
    const { totals, aggregates } = await totalsAndAggregates();
    expect(totals).toEqual(aggregates);
    expect(totals.map((t) => t.location_id)).toEqual([ids[0]]);
  });
});
