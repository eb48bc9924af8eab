import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUICK_RATING } from "#core/quickRating";
import { makeLocation, makeReview } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;
let lakeId: number;
let bayId: number;
let pondId: number;

beforeAll(async () => {
  server = await startTestServer({
    locations: [
      makeLocation({ name: "Lake" }),
      makeLocation({ name: "Bay" }),
      makeLocation({ name: "Pond" }),
    ],
  });
  const { body } = await server.fetchJson("/api/locations");
  lakeId = body.find((l: { name: string }) => l.name === "Lake").id;
  bayId = body.find((l: { name: string }) => l.name === "Bay").id;
  pondId = body.find((l: { name: string }) => l.name === "Pond").id;
});
afterAll(() => server.close());

const post = (id: number, body: unknown) =>
  server.fetchJson(`/api/locations/${id}/reviews`, { method: "POST", body: JSON.stringify(body) });

describe("POST /api/locations/{locationId}/reviews", () => {
  it("stores a full review and answers 201 with it", async () => {
    const { status, body } = await post(lakeId, {
      userName: "Casey",
      rating: 5,
      reviewText: "Limits of trout by nine.",
      fishCaught: ["Rainbow_Trout"],
      visitDate: "2026-05-04",
      timeSpent: "Half day",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      locationId: lakeId,
      userName: "Casey",
      rating: 5,
      reviewText: "Limits of trout by nine.",
      fishCaught: ["Rainbow_Trout"],
      visitDate: "2026-05-04",
      timeSpent: "Half day",
    });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
  });

  it("stores a quick rating under the guest identity, its comment as the review text", async () => {
    const { status, body } = await post(bayId, { locationId: bayId, rating: 3, ...QUICK_RATING });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userName: QUICK_RATING.userName,
      rating: 3,
      reviewText: QUICK_RATING.comment,
    });
    expect(body).not.toHaveProperty("userEmail");
  });

  it("keeps no empty fish list", async () => {
    const { body } = await post(lakeId, makeReview({ fishCaught: [] }));
    expect(body.fishCaught).toBeNull();
  });

  it.each([
    ["a one-letter name", { userName: "J" }, "userName", "Name must be at least 2 characters"],
    ["a missing name", { userName: undefined }, "userName", "Name must be at least 2 characters"],
    ["a zero rating", { rating: 0 }, "rating", "Please select a rating"],
    ["a missing rating", { rating: undefined }, "rating", "Please select a rating"],
    ["a rating of six", { rating: 6 }, "rating", expect.any(String)],
    ["a fractional rating", { rating: 2.5 }, "rating", "Please select a rating"],
    ["a bad visit date", { visitDate: "last week" }, "visitDate", "Visit date must be a date (YYYY-MM-DD)"],
  ])("rejects %s with the spec's message", async (_label, change, path, message) => {
    const { status, body } = await post(lakeId, makeReview(change));
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ path, message });
  });

  it("answers 404 for an unknown location and 400 for a malformed id", async () => {
    expect((await post(987654, makeReview())).status).toBe(404);
    const bad = await server.fetchJson("/api/locations/x/reviews", { method: "POST", body: "{}" });
    expect(bad.status).toBe(400);
  });

  it("stores review text as given, to be escaped where shown", async () => {
    const text = "<script>alert('x')</script> & friends";
    const { body } = await post(lakeId, makeReview({ reviewText: text }));
    const list = await server.fetchJson(`/api/locations/${lakeId}/reviews`);
    expect(list.body.find((r: { id: number }) => r.id === body.id).reviewText).toBe(text);
  });
});

describe("ratings and review lists", () => {
  it("averages ratings per location and lists newest reviews first", async () => {
    const one = await server.fetchJson(`/api/locations/${lakeId}/rating`);
    expect(one.status).toBe(200);
    // Lake: 5 (Casey), 4 (empty fish list), 4 (script text)
    expect(one.body).toEqual({ locationId: lakeId, averageRating: 13 / 3, reviewCount: 3 });
    const all = await server.fetchJson("/api/locations/ratings/all");
    expect(all.body).toEqual(
      expect.arrayContaining([
        { locationId: lakeId, averageRating: 13 / 3 },
        { locationId: bayId, averageRating: 3 },
      ]),
    );
    const reviews = await server.fetchJson(`/api/locations/${lakeId}/reviews`);
    expect(reviews.body).toHaveLength(3);
    expect(reviews.body[0].reviewText).toContain("<script>");
  });

  it("answers a null average for a location nobody rated yet", async () => {
    const { body } = await server.fetchJson(`/api/locations/${pondId}/rating`);
    expect(body).toEqual({ locationId: pondId, averageRating: null, reviewCount: 0 });
    const all = await server.fetchJson("/api/locations/ratings/all");
    expect(all.body.map((r: { locationId: number }) => r.locationId)).not.toContain(pondId);
  });

  it("answers 404 for ratings and reviews of an unknown location", async () => {
    expect((await server.fetchJson("/api/locations/424242/rating")).status).toBe(404);
    expect((await server.fetchJson("/api/locations/424242/reviews")).status).toBe(404);
  });
});
