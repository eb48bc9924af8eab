import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELD_REVIEW_MESSAGE, REPORT_THANKS } from "#core/moderation";
import { QUICK_RATING } from "#core/quickRating";
import { makeLocation } from "#tests/support/factories";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// docs/product.md "Moderation": readers' reports hide a review at three addresses, and written
// reviews that look like spam are held for a check.

let server: TestServer;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer({
    locations: ["Reported Lake", "Held Creek", "Quick Pond", "Cache Bay"].map((name) =>
      makeLocation({ name }),
    ),
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
  });
  const { body } = await server.fetchJson("/api/locations");
  ids = Object.fromEntries(body.map((l: { name: string; id: number }) => [l.name, l.id]));
});
afterAll(() => server.close());

const from = (address: string) => ({ "X-Forwarded-For": address });

const postReview = (locationId: number, review: object, address = "198.51.100.1") =>
  server.fetchJson(`/api/locations/${locationId}/reviews`, {
    method: "POST",
    body: JSON.stringify(review),
    headers: from(address),
  });

const report = (reviewId: number, body: object, address: string) =>
  server.fetchJson(`/api/reviews/${reviewId}/reports`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: from(address),
  });

const ratingOf = async (locationId: number) =>
  (await server.fetchJson(`/api/locations/${locationId}/rating`)).body;
const reviewIdsOf = async (locationId: number) =>
  (await server.fetchJson(`/api/locations/${locationId}/reviews`)).body.map((r: { id: number }) => r.id);

describe("POST /api/reviews/{id}/reports", () => {
  it("hides a review once three addresses report it, taking it out of the average; two do not", async () => {
    const lake = ids["Reported Lake"] as number;
    const good = await postReview(lake, {
      userName: "Fair Angler",
      rating: 5,
      reviewText: "Calm water, steady bite.",
    });
    const bad = await postReview(lake, {
      userName: "Grump",
      rating: 1,
      reviewText: "Visit my shop instead.",
    });
    expect([good.status, bad.status]).toEqual([201, 201]);
    expect(await ratingOf(lake)).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const first = await report(bad.body.id, { reason: "spam" }, "203.0.113.1");
    expect(first).toMatchObject({ status: 202, body: { message: REPORT_THANKS } });
    // The same address again counts once.
    expect((await report(bad.body.id, { reason: "spam", note: "Again" }, "203.0.113.1")).status).toBe(202);
    expect((await report(bad.body.id, { reason: "off-topic" }, "203.0.113.2")).status).toBe(202);
    expect(await reviewIdsOf(lake)).toContain(bad.body.id);
    expect(await ratingOf(lake)).toMatchObject({ averageRating: 3, reviewCount: 2 });

    expect((await report(bad.body.id, { reason: "offensive" }, "203.0.113.3")).status).toBe(202);
    expect(await reviewIdsOf(lake)).toEqual([good.body.id]);
    expect(await ratingOf(lake)).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const all = (await server.fetchJson("/api/locations/ratings/all")).body;
    expect(all).toContainEqual({ locationId: lake, averageRating: 5 });

    // Hidden, it is no longer there to report.
    const again = await report(bad.body.id, { reason: "spam" }, "203.0.113.4");
    expect(again.status).toBe(404);
  });

  it("answers 404 for an unknown review and 400 for a bad reason or a long note", async () => {
    expect((await report(999_999, { reason: "spam" }, "203.0.113.9")).status).toBe(404);
    const review = await postReview(ids["Reported Lake"] as number, {
      userName: "Another",
      rating: 4,
      reviewText: "Windy but fine.",
    });
    const bad = await report(review.body.id, { reason: "boring" }, "203.0.113.9");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("reason");
    const long = await report(review.body.id, { reason: "other", note: "x".repeat(501) }, "203.0.113.9");
    expect(long.status).toBe(400);
    expect((await report(review.body.id, {}, "203.0.113.9")).status).toBe(400);
  });

  it("clears the rendered reviews when a report hides one", async () => {
    const bay = ids["Cache Bay"] as number;
    const review = await postReview(bay, {
      userName: "Soon Hidden",
      rating: 2,
      reviewText: "Buy bait at my place.",
    });
    expect(await reviewIdsOf(bay)).toEqual([review.body.id]);
    for (const address of ["192.0.2.31", "192.0.2.32", "192.0.2.33"])
      await report(review.body.id, { reason: "spam" }, address);
    expect(await reviewIdsOf(bay)).toEqual([]);
  });
});

describe("reviews held for a check", () => {
  const creek = () => ids["Held Creek"] as number;

  it("holds a review with more than two links, answering 202; it is neither listed nor counted", async () => {
    const held = await postReview(creek(), {
      userName: "Link Dropper",
      rating: 5,
      reviewText: "Great! See https://a.example.com, www.b.net and cheap-gear.shop for deals.",
    });
    expect(held).toMatchObject({ status: 202, body: { status: "held", message: HELD_REVIEW_MESSAGE } });
    expect(await reviewIdsOf(creek())).toEqual([]);
    expect(await ratingOf(creek())).toMatchObject({ averageRating: null, reviewCount: 0 });
    // Two links are fine.
    const two = await postReview(creek(), {
      userName: "Helpful",
      rating: 4,
      reviewText: "Regulations at https://myodfw.com and flows at waterdata.usgs.gov.",
    });
    expect(two.status).toBe(201);
  });

  it("holds the same text from the same address within a day, not from another address", async () => {
    const text = { userName: "Copy Paste", rating: 3, reviewText: "Nice  spot, good parking." };
    expect((await postReview(creek(), text, "198.51.100.7")).status).toBe(201);
    const repeated = await postReview(
      creek(),
      { ...text, reviewText: "nice spot, good parking." },
      "198.51.100.7",
    );
    expect(repeated.status).toBe(202);
    expect((await postReview(creek(), text, "198.51.100.8")).status).toBe(201);
  });

  it("holds profanity from the maintained list, in the text or the name", async () => {
    expect(
      (await postReview(creek(), { userName: "Rude", rating: 1, reviewText: "What a shitty place." })).status,
    ).toBe(202);
    expect((await postReview(creek(), { userName: "fuckface", rating: 2, reviewText: "Meh." })).status).toBe(
      202,
    );
    expect(
      (await postReview(creek(), { userName: "Polite", rating: 4, reviewText: "Sea bass and cocktails." }))
        .status,
    ).toBe(201);
  });

  it("never holds a quick rating", async () => {
    const pond = ids["Quick Pond"] as number;
    for (let i = 0; i < 3; i++) {
      const quick = await postReview(pond, { rating: 4, ...QUICK_RATING }, "198.51.100.9");
      expect(quick.status).toBe(201);
    }
    expect(await ratingOf(pond)).toMatchObject({ reviewCount: 3 });
  });

  it("never shows the writer's key or the moderation state in public answers", async () => {
    const [review] = (await server.fetchJson(`/api/locations/${ids["Held Creek"]}/reviews`)).body;
    expect(Object.keys(review).sort()).toEqual(
      [
        "createdAt",
        "fishCaught",
        "id",
        "locationId",
        "rating",
        "reviewText",
        "timeSpent",
        "userName",
        "visitDate",
      ].sort(),
    );
  });
});
