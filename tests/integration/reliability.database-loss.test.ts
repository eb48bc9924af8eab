import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../support/serverProcess";
import { startTcpProxy } from "../support/tcpProxy";
import {
  createEmptyPostgresDatabase,
  dropPostgresDatabase,
  postgresAdminUrl,
  postgresUrlFor,
} from "../support/testDatabase";

// Issue 9 "Database loss": PostgreSQL taken away mid-run and given back. Only a PostgreSQL run
// (npm run test:pg) has a database server to lose; the embedded database lives and dies with
// the process. The proxy that takes it away is checked on every run.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A line echo server: what the proxy forwards to in its own test. */
async function startEchoServer() {
  const server = createServer((socket) => {
    socket.on("error", () => {});
    socket.pipe(socket);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  cleanups.push(async () => {
    server.close();
  });
  return (server.address() as { port: number }).port;
}

/** Resolves when the socket closes, however it closes (events.once would reject on a reset). */
function closed(socket: Socket): Promise<void> {
  return new Promise((resolve) => socket.once("close", () => resolve()));
}

async function echoThrough(port: number, text: string): Promise<string> {
  const socket: Socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  socket.write(text);
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  await expect.poll(() => received, { timeout: 5000 }).toBe(text);
  socket.destroy();
  return received;
}

describe("the TCP proxy that stands in for a network", () => {
  it("forwards, cuts open connections, refuses or swallows new ones, and forwards again", async () => {
    const proxy = await startTcpProxy({ host: "127.0.0.1", port: await startEchoServer() });
    try {
      expect(await echoThrough(proxy.port, "before")).toBe("before");

      const open = connect(proxy.port, "127.0.0.1");
      open.on("error", () => {});
      await once(open, "connect");
      const cut = closed(open);
      proxy.cut("refuse");
      await cut;
      const refused = connect(proxy.port, "127.0.0.1");
      refused.on("error", () => {});
      await closed(refused);

      proxy.cut("blackhole");
      const swallowed = connect(proxy.port, "127.0.0.1");
      swallowed.on("error", () => {});
      await once(swallowed, "connect");
      swallowed.write("anyone?");
      const released = closed(swallowed);

      proxy.restore();
      await released;
      expect(await echoThrough(proxy.port, "after")).toBe("after");
    } finally {
      await proxy.close();
    }
  });
});

const postgresUrl = postgresAdminUrl;
if (postgresUrl) {
  describe("PostgreSQL lost mid-run and back", () => {
    it("answers 503 (readiness, JSON API, pages) without crashing, and recovers when the database returns", async () => {
      const adminUrl = new URL(postgresUrl);
      const proxy = await startTcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
      cleanups.push(() => proxy.close());
      const name = await createEmptyPostgresDatabase();
      cleanups.push(() => dropPostgresDatabase(name));
      const proxied = new URL(postgresUrlFor(name));
      proxied.hostname = "127.0.0.1";
      proxied.port = String(proxy.port);
      const dataDir = await mkdtemp(path.join(tmpdir(), "fishspots-dbloss-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

      const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: proxied.toString() });
      try {
        const get = (p: string) => fetch(`${server.url}${p}`);
        const ids = ((await (await get("/api/locations")).json()) as { id: number }[]).map((l) => l.id);
        // Several pooled connections, idle when the network goes: each reports an error then.
        await Promise.all(ids.slice(0, 8).map((id) => get(`/api/locations/${id}/reviews`)));
        // Each check below asks for something never asked before, so no cache can answer it.
        let next = 8;
        const freshId = () => ids[next++] as number;

        const expectUnavailable = async () => {
          const api = await get(`/api/locations/${freshId()}`);
          expect(api.status).toBe(503);
          expect(api.headers.get("content-type")).toContain("application/json");
          expect(await api.json()).toEqual({ message: expect.any(String) });
          expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);

          const write = await fetch(`${server.url}/api/locations/${freshId()}/reviews`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ userName: "Nobody", rating: 3 }),
          });
          expect(write.status).toBe(503);
          expect(await write.json()).toEqual({ message: expect.any(String) });

          // Pages: the spec's load-error state, said honestly with a 503.
          const page = await get(`/locations/${freshId()}`);
          expect(page.status).toBe(503);
          expect(page.headers.get("content-type")).toContain("text/html");
          expect(await page.text()).toContain("Location Not Found");
          const search = await get(`/locations/search/lost-${next}`);
          expect(search.status).toBe(503);
          expect(await search.text()).toContain("<html");

          expect(server.child.exitCode).toBeNull();
        };

        // The network refuses: open connections are cut, new ones are refused at once.
        proxy.cut("refuse");
        await expect.poll(async () => (await get("/readyz")).status, { timeout: 20_000 }).toBe(503);
        await expectUnavailable();

        // The database vanishes without a word: connecting times out instead of hanging.
        proxy.cut("blackhole");
        expect((await get("/readyz")).status).toBe(503);
        await expectUnavailable();

        proxy.restore();
        await expect.poll(async () => (await get("/readyz")).status, { timeout: 30_000 }).toBe(200);
        expect((await get(`/api/locations/${freshId()}`)).status).toBe(200);
        const written = await fetch(`${server.url}/api/locations/${freshId()}/reviews`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ userName: "Back again", rating: 5 }),
        });
        expect(written.status).toBe(201);
        expect((await get(`/locations/${freshId()}`)).status).toBe(200);

        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
      } finally {
        server.child.kill("SIGKILL");
        await server.exited;
      }
    }, 180_000);
  });
}
