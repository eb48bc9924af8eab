// The production build the load rows measure: built first when there is none, or when the
// source is newer than it (figures from a stale build would be credited to the wrong code).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const OUTPUTS = ["build/server/index.js", "build/app-server/main.js", "build/client/sw.js"];
const SOURCES = [
  "app",
  "core",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-server.mjs",
  "scripts/build-sw.mjs",
];

function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

function buildIsCurrent(): boolean {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = SOURCES.map((source) => path.join(root, source)).filter((source) => existsSync(source));
  return Math.max(...sources.map(newestChange)) <= built;
}

export function ensureProductionBuild(): void {
  if (buildIsCurrent()) return;
  process.stderr.write("  no current production build: building first (npm run build)\n");
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
