import { execFileSync } from "node:child_process";

// Process-level tests start the real production server, so the build must match the source.
export default function buildOnce() {
  execFileSync("npm", ["run", "build", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
}
