import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    locations: [makeLocation({ name: "Tillamook Bay" })],
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "100000", BODY_LIMIT: "10kb" },
  });
});
afterAll(() => server.close());

const apiPaths = [
  "/api/locations/",
  "/api/locations/search/",
  "/api/locations/fish/",
  "/api/tide-alerts/",
  "/api/tide-alerts/location/",
  "/api/locations/1/",
];

describe("hostile input never produces a 5xx", () => {
  it("survives arbitrary path segments", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...apiPaths),
        fc.string({ maxLength: 60, unit: "binary" }),
        async (prefix, segment) => {
          const res = await fetch(server.url + prefix + encodeURIComponent(segment));
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get("content-type")).toContain("json");
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
  });

  it("survives raw, badly encoded paths", async () => {
    for (const raw of ["%", "%E0%A4%A", "%00", "..%2F..%2Fetc%2Fpasswd", "%FF%FE", "a%2", "1%20OR%201=1"]) {
      for (const prefix of apiPaths) {
        const res = await fetch(server.url + prefix + raw);
        expect(res.status, prefix + raw).toBeLessThan(500);
      }
    }
  });

  it("survives arbitrary JSON bodies on every write", async () => {
    const writes: [string, string][] = [
      ["POST", "/api/locations/1/reviews"],
      ["POST", "/api/tide-alerts"],
      ["PUT", "/api/tide-alerts/1"],
      ["POST", "/api/location-suggestions"],
      ["POST", "/api/locations/1/problem-reports"],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.jsonValue({ maxDepth: 3 }),
        async ([method, path], body) => {
          const res = await fetch(server.url + path, {
            method,
            headers: { "content-type": "application/json", "x-alert-token": "nope" },
            body: JSON.stringify(body),
          });
          expect(res.status).toBeLessThan(500);
          expect(res.status).not.toBe(200);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses text with a NUL character as bad input", async () => {
    const res = await server.fetchJson("/api/locations/1/reviews", {
      method: "POST",
      body: JSON.stringify({ userName: "Nul\u0000Name", rating: 4 }),
    });
    expect(res.status).toBe(400);
  });

  it("survives review-shaped bodies with hostile field values", async () => {
    const anyValue = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          userName: anyValue,
          rating: anyValue,
          reviewText: anyValue,
          fishCaught: anyValue,
          visitDate: anyValue,
          timeSpent: anyValue,
        }),
        async (body) => {
          const res = await fetch(`${server.url}/api/locations/1/reviews`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          expect([201, 400]).toContain(res.status);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("malformed and oversized bodies", () => {
  it("answers malformed JSON with 400", async () => {
    const res = await server.fetchJson("/api/tide-alerts", { method: "POST", body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Request body is not valid JSON" });
  });

  it("answers a body over the limit with 413", async () => {
    const res = await server.fetchJson("/api/locations/1/reviews", {
      method: "POST",
      body: JSON.stringify({ userName: "Big", rating: 5, reviewText: "x".repeat(20_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("answers a body of another type with a validation error, not a crash", async () => {
    const res = await server.fetchJson("/api/location-suggestions", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(res.status).toBe(400);
  });
});

describe("rate limits on writes", () => {
  it("answers 429 with Retry-After once a client writes too often, and reads stay open", async () => {
    const limited = await startTestServer({
      locations: [makeLocation()],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: "3" },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.fetchJson("/api/locations/1/reviews", {
          method: "POST",
          body: JSON.stringify({ userName: "Rapid", rating: 5 }),
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(res.body.message).toMatch(/Too many requests/);
        }
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect((await limited.fetchJson("/api/locations")).status).toBe(200);
      const { body } = await limited.fetchJson("/api/locations/1/reviews");
      expect(body).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it("counts a page's form post and an API write against one budget", async () => {
    const limited = await startTestServer({
      pages: true,
      locations: [makeLocation()],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: "2" },
    });
    try {
      const apiWrite = () =>
        limited.fetchJson("/api/locations/1/reviews", {
          method: "POST",
          body: JSON.stringify({ userName: "Rapid", rating: 5 }),
        });
      const formPost = () =>
        limited.fetchText("/locations/1?tab=reviews&reviews=write", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "create-review", userName: "Form", rating: "4" }),
          redirect: "manual",
        });
      expect((await apiWrite()).status).toBe(201);
      expect((await formPost()).status).toBe(303);
      const refusedForm = await formPost();
      expect(refusedForm.status).toBe(429);
      expect(JSON.parse(refusedForm.body).message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds\.$/,
      );
      expect((await apiWrite()).status).toBe(429);
      expect(await limited.services.findReviews({ locationId: 1 })).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe("security headers and health", () => {
  it("sends the security headers on API answers", async () => {
    const res = await fetch(`${server.url}/api/locations`);
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    // No answer but a page may run a script (decision 026).
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'none'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("answers /healthz and /readyz", async () => {
    expect((await server.fetchJson("/healthz")).body).toEqual({ status: "ok" });
    expect((await server.fetchJson("/readyz")).status).toBe(200);
  });

  it("answers /readyz 503 once the database is gone", async () => {
    const other = await startTestServer();
    try {
      await other.database.handle.close();
      const res = await other.fetchJson("/readyz");
      expect(res.status).toBe(503);
    } finally {
      // Closing the database again is harmless, so the test database is still dropped.
      await other.close();
    }
  });
});
