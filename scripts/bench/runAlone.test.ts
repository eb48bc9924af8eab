import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..", "..");

async function start(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", path.join(root, script), ...args],
      {
        cwd: root,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// A flag on a bench's command line would otherwise be ignored for a run of minutes on the
// defaults: it is refused before anything runs, with the usage naming the BENCH_* variables.
describe("a benchmark's command line", () => {
  it.each([
    ["scripts/bench.ts", "--only", "Usage: npm run bench"],
    ["scripts/bench/scale.ts", "--sizes", "Usage: npx tsx scripts/bench/scale.ts"],
    ["scripts/bench/lighthouse.ts", "--runs", "Usage: npx tsx scripts/bench/lighthouse.ts"],
    ["scripts/bench/pageWeight.ts", "--page", "Usage: npx tsx scripts/bench/pageWeight.ts"],
  ])(
    "%s refuses %s, saying so, and runs nothing",
    async (script, flag, usage) => {
      const res = await start(script, [flag, "3"]);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(`Unknown option '${flag}'\n\n${usage}`);
      expect(res.stdout).toBe("");
    },
    60_000,
  );
});
