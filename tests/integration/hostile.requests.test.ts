import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeLocation, makeTidalLocation } from "../support/factories";
import {
  describeRequest,
  type HostileRequest,
  hostileRequest,
  requestBytes,
} from "../support/hostileRequests";
import { type RawAnswer, rawConnection } from "../support/rawHttp";
import { startTestServer, type TestServer } from "../support/testServer";

// Issue 9 "Hostile input": generated raw requests (methods, paths, query strings, headers,
// content types, bodies, lying lengths) against the whole app, pages included. Never a 5xx,
// always a well-formed answer. Seeded: a failure names its seed, and HOSTILE_SEED=<seed>
// replays it; HOSTILE_REQUESTS sets how many requests are sent (default 10,000).
const SEED = Number(process.env.HOSTILE_SEED ?? 20_090_609);
const REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
const BATCH = 8;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [makeTidalLocation(), makeLocation({ name: "Detroit Lake" })],
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000000000", BODY_LIMIT: "10kb" },
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(answer.body).toString();
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  if (encoding === "deflate") return inflateSync(answer.body).toString();
  return answer.body.toString();
}

/** What is wrong with the answer to `request`, or null when it is a proper answer. */
async function problemWith(request: HostileRequest): Promise<string | null> {
  const { socket, answer } = rawConnection(port, { timeoutMs: 30_000, head: request.method === "HEAD" });
  socket.on("error", () => {});
  // Written, not ended: a client that half-closes its side gives up its answer (Node aborts
  // such requests), and no real client does that.
  socket.write(requestBytes(request));
  let result: RawAnswer;
  try {
    result = await answer;
  } catch (error) {
    return `no well-formed answer: ${(error as Error).message}`;
  }
  if (result.status >= 500) return `answered ${result.status}: ${result.body.toString().slice(0, 300)}`;
  const text = decoded(result);
  if (/\n\s+at .+:\d+:\d+\)?/.test(text)) return `a stack trace in the answer: ${text.slice(0, 300)}`;
  const json = result.headers["content-type"]?.includes("json");
  if (result.status >= 400 && json && request.method !== "HEAD") {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message !== "string") return `an error without a message: ${text.slice(0, 300)}`;
  }
  return null;
}

describe("hostile raw requests", () => {
  it(`answers ${REQUESTS} generated requests without a 5xx, each well-formed (seed ${SEED})`, async () => {
    // React Router warns on stderr about each undecodable path (and answers 404): expected here.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(fc.array(hostileRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const problems = await Promise.all(batch.map(problemWith));
        const found = problems.findIndex((p) => p !== null);
        if (found >= 0) {
          throw new Error(
            `${problems[found]}\n--- request ---\n${describeRequest(batch[found] as HostileRequest)}`,
          );
        }
      }),
      { seed: SEED, numRuns: Math.ceil(REQUESTS / BATCH) },
    );
  }, 1_200_000);

  it("renders pages for a selectedState cookie with a broken %-escape", async () => {
    for (const path of ["/", "/map", "/locations/search/trout"]) {
      const res = await server.fetchText(path, { headers: { cookie: "selectedState=%E0%A4%A" } });
      expect(res.status, path).toBe(200);
    }
  });

  it("renders a page for a Host header that makes no URL", async () => {
    const { socket, answer } = rawConnection(port, { timeoutMs: 30_000 });
    socket.write("GET /map HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n");
    expect((await answer).status).toBe(200);
  });

  it("refuses a body declared over the limit at once, without waiting for bytes that never come", async () => {
    for (const path of ["/api/locations/1/reviews", "/locations/1", "/api/fish-types"]) {
      const { socket, answer } = rawConnection(port, { timeoutMs: 30_000 });
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          "Content-Length: 1000000000\r\n\r\n{",
      );
      const res = await answer;
      expect(res.status, path).toBe(413);
      expect(JSON.parse(res.body.toString())).toEqual({ message: "Request body is too large" });
      expect(res.headers.connection).toBe("close");
    }
  });

  it("refuses methods a page has no use for with 405, TRACE included", async () => {
    for (const method of ["TRACE", "PUT", "DELETE"]) {
      const { socket, answer } = rawConnection(port, { timeoutMs: 30_000 });
      socket.write(
        `${method} /tide-info HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b",
      );
      const res = await answer;
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  it("answers a forwarded protocol that makes no URL", async () => {
    const res = await server.fetchText("/contact", { headers: { "x-forwarded-proto": "a b" } });
    expect(res.status).toBe(200);
  });
});
