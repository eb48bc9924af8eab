// The production server as a visitor meets it, for the page-weight and Lighthouse sections: the
// current build (rebuilt when the source is newer), a fresh data folder seeded with the curated
// dataset, no alert worker, and map tiles from a local fake tile server (no network here).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureCurrentBuild } from "#scripts/build/currentBuild";
import { startTileServer } from "#tests/e2e/support/tile-server.mjs";
import { startServerProcess } from "#tests/support/serverProcess";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");

export type RunningSite = {
  /** http://localhost:PORT: the server's own PUBLIC_URL, so canonical links match the address. */
  url: string;
  buildClientDir: string;
  close(): Promise<void>;
};

/** `root`: a project folder with its own build (a bench variant); by default this one, built if stale. */
export async function startProductionSite(root = projectRoot): Promise<RunningSite> {
  if (root === projectRoot) ensureCurrentBuild();
  const tiles = await startTileServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), "fishspots-bench-"));
  try {
    const server = await startServerProcess(
      { DATA_DIR: dataDir, ALERT_WORKER: "off", TILE_URL: tiles.tileUrl, LOG_LEVEL: "warn" },
      root,
    );
    return {
      url: server.url.replace("127.0.0.1", "localhost"),
      buildClientDir: path.join(root, "build", "client"),
      async close() {
        server.child.kill("SIGTERM");
        await server.exited;
        await tiles.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A location page worth measuring: a featured coastal spot with tides, reviews and a map. */
export async function sampleLocationPath(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/locations/featured`);
  const featured = (await response.json()) as { id: number; name: string }[];
  const location = featured.find((l) => l.name === "Tillamook Bay") ?? featured[0];
  if (!location) throw new Error("No featured location to measure");
  return `/locations/${location.id}`;
}
