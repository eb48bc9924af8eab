import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryLogger, type MemoryLogger } from "#tests/support/memoryLogger";
import { TRUSTED_PROXIES } from "./app";
import { errorMapper } from "./errors";
import { writeRateLimit } from "./rateLimit";

// The limiter as app.ts mounts it: the app's `trust proxy`, refusals through the error mapper.
// Requests come from 127.0.0.1, a trusted proxy, so X-Forwarded-For names the client.

let server: Server | undefined;
afterEach(async () => {
  server?.close();
  if (server) await once(server, "close");
  server = undefined;
});

async function limitedApp(perMinute: number, log: MemoryLogger) {
  const app = express();
  app.set("trust proxy", TRUSTED_PROXIES);
  app.use(writeRateLimit({ perMinute, logger: log.logger }));
  app.use((_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorMapper(log.logger));
  server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (method: string, client?: string) =>
    fetch(`${url}/write`, { method, headers: client ? { "X-Forwarded-For": client } : {} });
}

describe("writeRateLimit", () => {
  it("refuses a write past the limit with 429, Retry-After and a message saying when", async () => {
    const log = createMemoryLogger();
    const send = await limitedApp(2, log);
    const allowed = await send("POST");
    expect(allowed.status).toBe(200);
    // No rate-limit headers on the writes it lets through.
    expect(allowed.headers.get("ratelimit")).toBeNull();
    expect(allowed.headers.get("x-ratelimit-limit")).toBeNull();
    expect((await send("PUT")).status).toBe(200);
    const refused = await send("DELETE");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("content-type")).toContain("application/json");
    expect(await refused.json()).toEqual({
      message: `Too many requests. Please try again in ${retryAfter} seconds.`,
    });
  });

  it("never counts or refuses reads", async () => {
    const send = await limitedApp(1, createMemoryLogger());
    for (const method of ["GET", "HEAD", "OPTIONS", "GET"]) expect((await send(method)).status).toBe(200);
    expect((await send("POST")).status).toBe(200);
    expect((await send("POST")).status).toBe(429);
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect((await send(method)).status).toBe(200);
  });

  it("gives each client address its own budget, an IPv6 client one per /56", async () => {
    const send = await limitedApp(1, createMemoryLogger());
    expect((await send("POST", "203.0.113.7")).status).toBe(200);
    expect((await send("POST", "203.0.113.7")).status).toBe(429);
    expect((await send("POST", "203.0.113.8")).status).toBe(200);
    // One subscriber's /56 is one client, however many addresses it writes from ...
    expect((await send("POST", "2001:db8:0:100::1")).status).toBe(200);
    expect((await send("POST", "2001:db8:0:1ff:abcd::9")).status).toBe(429);
    // ... and the next /56 is another.
    expect((await send("POST", "2001:db8:0:200::1")).status).toBe(200);
  });

  it("finds nothing to warn about in the app's set-up, direct or behind a proxy", async () => {
    const log = createMemoryLogger();
    const send = await limitedApp(100, log);
    expect((await send("POST")).status).toBe(200);
    expect((await send("POST", "198.51.100.4")).status).toBe(200);
    expect((await send("POST", "2001:db8::4")).status).toBe(200);
    expect(log.lines).toEqual([]);
  });

  it("notes a set-up check that fails in the log as a warning, never on the console", async () => {
    const log = createMemoryLogger();
    const send = await limitedApp(100, log);
    // A trusted proxy passing on something that is no address.
    expect((await send("POST", "not-an-address")).status).toBe(200);
    const [hint] = log.withEvent("rateLimit.check");
    expect(hint?.level).toBe(40);
    expect(JSON.stringify(hint)).toContain("ERR_ERL_INVALID_IP_ADDRESS");
  });
});
