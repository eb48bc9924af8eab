// `npm start`: serve the production build, building it first when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const outputs = [
  "build/server/index.js",
  "build/app-server/main.js",
  "build/app-server/web.js",
  "build/app-server/worker.js",
  "build/app-server/prepare.js",
  "build/client/sw.js",
];
if (!outputs.every((file) => existsSync(file))) {
  console.log("No production build yet: building first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(new URL("../build/app-server/main.js", import.meta.url).href);
