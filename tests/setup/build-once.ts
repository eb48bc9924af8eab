import { execFileSync } from "node:child_process";

// Process-level and server-rendered HTML tests run the real production build, so it must
// match the source: built now unless build/ was made from these very sources.
export default function buildOnce() {
  execFileSync("npx", ["tsx", "scripts/build/buildIfChanged.ts"], { stdio: ["ignore", "ignore", "inherit"] });
}
