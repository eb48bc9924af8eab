import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CapturedAnswer, type CeilingProcess, captureAnswer, startCeilingProcess } from "./ceiling";

type Wire = { status: number; rawHeaders: string[]; body: Buffer };

/** One request, the answer as it came over the wire: raw headers in order, body undecoded. */
async function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
) {
  const outgoing = request(url, { method: options.method ?? "GET", headers: options.headers });
  outgoing.end(options.body);
  const [incoming] = await once(outgoing, "response");
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return {
    status: incoming.statusCode,
    rawHeaders: incoming.rawHeaders,
    body: Buffer.concat(chunks),
  } as Wire;
}

/** What differs between any two answers of one server: the clock and the connection. */
function withoutPerConnection(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (!["date", "connection", "keep-alive"].includes(name.toLowerCase()))
      kept.push(name, rawHeaders[i + 1] as string);
  }
  return kept;
}

const page = gzipSync(Buffer.from(`<!doctype html><title>Tillamook Bay</title>${"<p>crab</p>".repeat(500)}`));

/** An origin with the habits of the real server: compressed and chunked, repeated headers. */
function startOrigin(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === "POST") {
      let received = "";
      req.on("data", (chunk) => (received += chunk));
      req.on("end", () => {
        res.writeHead(201, { "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify({ id: 7, echoed: JSON.parse(received).userName }));
      });
      return;
    }
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Encoding", req.headers["accept-encoding"]?.includes("gzip") ? "gzip" : "identity");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Set-Cookie", ["a=1; Path=/", "b=2; Path=/"]);
    res.setHeader("ETag", 'W/"abc"');
    // Two writes and no length: sent chunked, as a compressing server sends.
    res.write(page.subarray(0, 100));
    res.end(page.subarray(100));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("the ceiling server", () => {
  let origin: Server;
  let originUrl: string;
  let ceiling: CeilingProcess;

  beforeAll(async () => {
    origin = await startOrigin();
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    ceiling = await startCeilingProcess();
  });

  afterAll(async () => {
    await ceiling?.stop();
    origin?.close();
  });

  it("captures the answer as sent: compressed bytes, headers in order, minus the clock and connection", async () => {
    const headers = { "accept-encoding": "gzip, br" };
    const answer = await captureAnswer(originUrl, { method: "GET", path: "/locations/12", headers });
    const direct = await send(`${originUrl}/locations/12`, { headers });

    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.body).equals(page)).toBe(true);
    expect(answer.headers).toEqual(withoutPerConnection(direct.rawHeaders));
    expect(answer.headers).not.toContain("Date");
    expect(answer.headers).toContain("Transfer-Encoding");
  });

  it("answers every request with exactly the status, headers and body bytes it was given", async () => {
    const headers = { "accept-encoding": "gzip, br" };
    const direct = await send(`${originUrl}/locations/12`, { headers });
    await ceiling.serve(await captureAnswer(originUrl, { method: "GET", path: "/locations/12", headers }));

    for (const path of ["/locations/12", "/anything/else"]) {
      const replayed = await send(`${ceiling.url}${path}`, { headers });
      expect(replayed.status).toBe(direct.status);
      expect(withoutPerConnection(replayed.rawHeaders)).toEqual(withoutPerConnection(direct.rawHeaders));
      expect(replayed.body.equals(direct.body)).toBe(true);
    }
  });

  it("reads a posted body before it answers, and serves the next answer it is sent", async () => {
    const review = JSON.stringify({ userName: "Dana Whitaker", rating: 5 });
    const post = {
      method: "POST" as const,
      path: "/api/locations/12/reviews",
      headers: { "content-type": "application/json" },
      body: review,
    };
    const created: CapturedAnswer = await captureAnswer(originUrl, post);
    expect(created.status).toBe(201);
    await ceiling.serve(created);

    const replayed = await send(`${ceiling.url}${post.path}`, post);
    expect(replayed.status).toBe(201);
    expect(JSON.parse(replayed.body.toString())).toEqual({ id: 7, echoed: "Dana Whitaker" });
    expect(withoutPerConnection(replayed.rawHeaders)).toEqual(created.headers);
  });
});
