import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot as root, runCli } from "../support/cliProcess";
import { makeLocation } from "../support/factories";

// `npm run locations` where it reads files and its own arguments only: validating a file, its
// usage and refusals. They open no database, so they run once, not again on PostgreSQL
// (vitest.config.ts); the commands that write to a database are in cli.test.ts.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fishspots-cli-files-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const cli = (script: string, args: string[]) =>
  runCli(script, args, { DATA_DIR: dir, LOG_LEVEL: "silent", DATABASE_URL: "" });

describe("npm run locations, without a database", () => {
  it("validates each state's curated file and refuses a broken one with its problems", async () => {
    for (const state of ["oregon", "washington", "california"]) {
      const good = await cli("locations.ts", [
        "validate",
        path.join(root, "data", "states", `${state}.json`),
      ]);
      expect(good.code).toBe(0);
      expect(good.stdout).toMatch(/\d+ locations, no problems/);
    }
    // A state's file holds that state's spots only.
    const misfiled = path.join(dir, "washington.json");
    await writeFile(misfiled, await readFile(path.join(root, "data", "states", "oregon.json"), "utf8"));
    const wrongState = await cli("locations.ts", ["validate", misfiled]);
    expect(wrongState.code).toBe(1);
    expect(wrongState.stderr).toContain("state must be Washington");

    const broken = path.join(dir, "broken.json");
    await writeFile(broken, JSON.stringify([makeLocation({ name: "Nowhere", latitude: "10.0" })]));
    const bad = await cli("locations.ts", ["validate", broken]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Nowhere: 10.0, -122.5000 is outside Oregon");
  });
  it("refuses a usgsSite that is not a USGS site id", async () => {
    const file = path.join(dir, "gauge.json");
    await writeFile(file, JSON.stringify([makeLocation({ name: "Wilson River", usgsSite: "14301500" })]));
    const bad = await cli("locations.ts", ["validate", file]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('usgsSite must be a USGS site id such as "USGS-14301500"');
  });
  it("explains its usage", async () => {
    const res = await cli("locations.ts", []);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("Usage: npm run locations");
    const help = await cli("locations.ts", ["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run locations");
  });
  it("refuses an unknown flag or an argument too many, saying which, before touching anything", async () => {
    const good = path.join(root, "data", "states", "oregon.json");
    const flag = await cli("locations.ts", ["import", good, "--dry-run"]);
    expect(flag.code).toBe(1);
    expect(flag.stderr).toMatch(/^Unknown option '--dry-run'\n\nUsage: npm run locations/);
    const extra = await cli("locations.ts", ["import", good, "more.json"]);
    expect(extra.code).toBe(1);
    expect(extra.stderr).toMatch(/^Unexpected argument 'more\.json'\.\n\nUsage: npm run locations/);
    expect(flag.stdout + extra.stdout).toBe("");
  });
});
