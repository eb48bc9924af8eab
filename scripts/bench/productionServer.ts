// The production server as a visitor meets it, for the page-weight and Lighthouse sections: the
// current build (rebuilt when the source is newer), a fresh data folder seeded with the curated
// dataset, no alert worker, and map tiles from a local fake tile server (no network here).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTileServer } from "../../tests/e2e/support/tile-server.mjs";
import { startServerProcess } from "../../tests/support/serverProcess";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const BUILD_OUTPUTS = ["build/server/index.js", "build/app-server/main.js", "build/client/sw.js"];
const SOURCE_FOLDERS = ["app", "core", "server"];

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds unless a build newer than every source file is already there. */
export function ensureProductionBuild() {
  const outputs = BUILD_OUTPUTS.map((file) => path.join(projectRoot, file));
  const built = outputs.every((file) => existsSync(file))
    ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
    : 0;
  const source = Math.max(...SOURCE_FOLDERS.map((folder) => newestChange(path.join(projectRoot, folder))));
  if (built > source) return;
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export type RunningSite = {
  /** http://localhost:PORT: the server's own PUBLIC_URL, so canonical links match the address. */
  url: string;
  buildClientDir: string;
  close(): Promise<void>;
};

export async function startProductionSite(): Promise<RunningSite> {
  ensureProductionBuild();
  const tiles = await startTileServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), "fishspots-bench-"));
  try {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      ALERT_WORKER: "off",
      TILE_URL: tiles.tileUrl,
      LOG_LEVEL: "warn",
    });
    return {
      url: server.url.replace("127.0.0.1", "localhost"),
      buildClientDir: path.join(projectRoot, "build", "client"),
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
