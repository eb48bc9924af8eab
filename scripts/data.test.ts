import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_OREGON, GOOD_WASHINGTON } from "#tests/support/verifyRecords";

// The command itself, as an operator runs it: its output and its exit codes.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
let good: string;
let bad: string;

beforeAll(async () => {
  good = await mkdtemp(path.join(tmpdir(), "fishspots-data-good-"));
  bad = await mkdtemp(path.join(tmpdir(), "fishspots-data-bad-"));
  await writeFile(path.join(good, "washington.json"), JSON.stringify(GOOD_WASHINGTON));
  await writeFile(path.join(good, "oregon.json"), JSON.stringify(GOOD_OREGON));
  const short = {
    ...GOOD_WASHINGTON[0],
    description: "Idylwood Park is a small lakeside park with a fishing dock.",
  };
  await writeFile(path.join(bad, "washington.json"), JSON.stringify([short]));
});
afterAll(async () => {
  await rm(good, { recursive: true, force: true });
  await rm(bad, { recursive: true, force: true });
});

async function data(args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts", "data.ts"), ...args],
      {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: "silent" },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("npm run data -- verify", () => {
  it("exits 0 and says so when nothing is wrong", async () => {
    const clean = await data(["verify", "--dir", good]);
    expect(clean).toMatchObject({ code: 0, stderr: "" });
    expect(clean.stdout).toContain("No problems.");
  });

  it("prints the table of problems and exits 1 when something is wrong", async () => {
    const found = await data(["verify", "--dir", bad, "--state", "washington"]);
    expect(found.code).toBe(1);
    expect(found.stdout).toMatch(/^File +Record +Check +Problem$/m);
    expect(found.stdout).toMatch(
      /washington\.json +Lake Sammamish - Idylwood Park +fields +description has 59 characters, fewer than 120$/m,
    );
    expect(found.stdout).toContain("1 problem: fields 1.");
  });

  it("exits 1 with what is wrong on an unknown state or command", async () => {
    const unknown = await data(["verify", "--state", "atlantis", "--dir", good]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('"atlantis" is no state\'s slug');
    const noCommand = await data(["check"]);
    expect(noCommand.code).toBe(1);
    expect(noCommand.stderr).toContain("Usage: npm run data -- verify");
  });

  it("prints its usage and exits 0 on --help", async () => {
    const help = await data(["--help"]);
    expect(help).toMatchObject({ code: 0 });
    expect(help.stdout).toContain("--online");
  });
});
