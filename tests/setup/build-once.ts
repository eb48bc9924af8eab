import { execFileSync } from "node:child_process";

// Process-level and server-rendered HTML tests run the real production build, so it must
// match the source. Vitest sets NODE_ENV=test, which would give a development React build.
export default function buildOnce() {
  execFileSync("npm", ["run", "build", "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}
