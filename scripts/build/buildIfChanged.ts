// `npm run build:current`: the production build, unless the one in build/ was made from these
// very sources. The test suites call it, so one CI run builds once.
import { ensureCurrentBuild } from "./currentBuild";

try {
  ensureCurrentBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
