import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Whether `dataDir` holds no embedded database yet (PGlite writes PG_VERSION once made). */
export function isNewEmbeddedDatabase(dataDir: string): boolean {
  return dataDir !== "memory://" && !existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

/**
 * Makes, migrates and seeds a new embedded database in a child process (server/prepare.ts,
 * bundled beside the web entry as prepare.js): PGlite's initdb runs a second database and a
 * second WebAssembly module, and seeding grows the memory of the first; none of it is given back
 * to the system while the process lives (decision 043). Resolves with the locations seeded.
 */
export async function prepareNewDatabaseApart(entryUrl: string): Promise<{ seeded: number }> {
  const entry = fileURLToPath(new URL(`./prepare${path.extname(fileURLToPath(entryUrl))}`, entryUrl));
  // Same Node, same flags (a loader in development), same environment: the same configuration.
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    env: process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) {
    throw new Error(`preparing the new database failed (exit ${code}): ${stderr.trim() || stdout.trim()}`);
  }
  const last = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as { seeded: number };
}
