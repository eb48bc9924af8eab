import { ensureCurrentBuild } from "#scripts/build/currentBuild";

// Process-level and server-rendered HTML tests run the real production build, so it must
// match the source: built now unless build/ was made from these very sources.
export default function buildOnce() {
  ensureCurrentBuild();
}
