// The production build in build/, made from the sources as they are now: built only when the
// one there was not (its stamp differs, sourceStamp.ts).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildIsCurrent, STAMP_FILE, sourceStamp } from "./sourceStamp";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/**
 * Builds `root` unless its build/ is current; says which on stderr. Throws when the build fails.
 * `env`: the build's environment (a bench variant sets VITE_WITHOUT_MECHANISMS there).
 */
export function ensureCurrentBuild(root = projectRoot, env: NodeJS.ProcessEnv = process.env): void {
  if (buildIsCurrent(root, env)) {
    process.stderr.write("The build is current: reusing it.\n");
    return;
  }
  process.stderr.write("Building (npm run build)…\n");
  const stamp = sourceStamp(root, env);
  // React Router builds React for production only when NODE_ENV says so (Vitest sets "test").
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
  // Stamped with the sources as they were when the build began: an edit during it rebuilds next time.
  writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`);
}
