import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CURATED_STATES } from "#core/curatedStates";

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
/** The curated dataset: one file per state (docs/product.md "Curated states"). */
export const curatedLocationFiles: readonly string[] = CURATED_STATES.map((s) =>
  path.join(projectRoot, "data", "states", `${s.file}.json`),
);
/** The content files (docs/architecture.md "Content"): profiles, agencies, species, tips. */
export const contentDir = path.join(projectRoot, "data");
/** The Fishing Tips content (docs/product.md "Fishing tips content"), reviewed like the dataset. */
export const fishingTipsFile = path.join(projectRoot, "data", "fishing-tips.json");
