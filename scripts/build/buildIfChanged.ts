// `npm run build:current`: the production build, unless the one in build/ was made from these
// very sources. The test suites call it, so one CI run builds once.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { buildIsCurrent, STAMP_FILE, sourceStamp } from "./sourceStamp";

if (buildIsCurrent()) {
  console.log("The build is current: reusing it.");
} else {
  const stamp = sourceStamp();
  // React Router builds React for production only when NODE_ENV says so (Vitest sets "test").
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Stamped with the sources as they were when the build began: an edit during it rebuilds next time.
  writeFileSync(STAMP_FILE, `${stamp}\n`);
}
