// Bundles the service worker (app/serviceWorker/worker.ts) into build/client/sw.js, with the list
// of files this build serves and a version that changes whenever any of them, or the worker's
// own code, changes (decision 014). Runs after `react-router build`.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const clientDir = "build/client";
const sourceDir = "app/serviceWorker";

const files = readdirSync(clientDir, { recursive: true })
  .map((file) => String(file).split(path.sep).join("/"))
  .filter(
    (file) => file !== "sw.js" && !file.startsWith(".") && statSync(path.join(clientDir, file)).isFile(),
  )
  .sort();

const hash = createHash("sha256");
for (const file of files) hash.update(file).update(readFileSync(path.join(clientDir, file)));
for (const file of readdirSync(sourceDir).sort()) hash.update(readFileSync(path.join(sourceDir, file)));
const version = hash.digest("hex").slice(0, 12);

await build({
  entryPoints: [path.join(sourceDir, "worker.ts")],
  outfile: path.join(clientDir, "sw.js"),
  bundle: true,
  format: "iife",
  target: "es2020",
  platform: "browser",
  define: {
    __SW_VERSION__: JSON.stringify(version),
    __SW_PRECACHE__: JSON.stringify(files.map((file) => `/${file}`)),
  },
  logLevel: "warning",
});
