import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../support/serverProcess";
import { postgresAdminUrl } from "../support/testDatabase";

/**
 * Resident memory the web process may hold once started on the embedded database with the
 * curated dataset (decision 043: about 200 MiB measured, 480 MiB before), with room for a busy
 * machine and a heap not yet collected.
 */
const STARTED_LIMIT_MIB = 260;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

// The embedded database only; PostgreSQL's memory is its own processes'.
describe.skipIf(Boolean(postgresAdminUrl) || process.platform !== "linux")("the web process's memory", () => {
  it(`stays under ${STARTED_LIMIT_MIB} MiB once started on a new data folder, and on a restart`, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "fishspots-memory-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    for (const start of ["new folder", "restart"]) {
      const server = await startServerProcess({ DATA_DIR: dataDir, ALERT_WORKER: "off", LOG_LEVEL: "warn" });
      try {
        const locations = await (await fetch(`${server.url}/api/locations`)).json();
        expect(locations.length, start).toBeGreaterThanOrEqual(150);
        expect(await residentMiB(server.child.pid as number), start).toBeLessThan(STARTED_LIMIT_MIB);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
  }, 120_000);
});
