// A production build of this project's sources with some performance mechanisms left out
// (VITE_WITHOUT_MECHANISMS, core/mechanisms.ts), made in a folder of its own so that several
// builds can be served side by side. The folder holds a copy of the build's sources and the data
// the server reads, and links this project's node_modules.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureCurrentBuild } from "#scripts/build/currentBuild";
import { buildSources } from "#scripts/build/sourceStamp";
import { projectRoot } from "./productionServer";

// Read by the server at run time, beside what buildSources lists (server/ holds the migrations).
const RUNTIME_FOLDERS = ["data"];

export type VariantBuild = { root: string; remove(): void };

export function buildVariant(without: readonly string[]): VariantBuild {
  const root = mkdtempSync(path.join(tmpdir(), `fishspots-without-${without.join("-")}-`));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    for (const file of buildSources(projectRoot)) {
      cpSync(path.join(projectRoot, file), path.join(root, file));
    }
    for (const folder of RUNTIME_FOLDERS) {
      cpSync(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
    }
    symlinkSync(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"), "dir");
    ensureCurrentBuild(root, { ...process.env, VITE_WITHOUT_MECHANISMS: without.join(",") });
    return { root, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
