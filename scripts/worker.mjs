// `npm run worker`: the alert worker alone, from the production build (built first if missing).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/app-server/worker.js")) {
  console.log("No production build yet: building first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(new URL("../build/app-server/worker.js", import.meta.url).href);
