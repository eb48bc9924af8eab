import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The same code runs from source (server/…) and bundled (build/app-server/…):
// find the project root by walking up to package.json instead of counting folders.
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, "server", "db", "migrations");
export const curatedLocationsFile = path.join(projectRoot, "data", "locations.json");
