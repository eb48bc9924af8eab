import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cliProcess";
import { makeLocation } from "../support/factories";
import {
  createEmptyPostgresDatabase,
  dropPostgresDatabase,
  postgresAdminUrl,
  postgresUrlFor,
} from "../support/testDatabase";

let dir: string;
let env: Record<string, string>;
let pgName: string | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fishspots-cli-"));
  env = { DATA_DIR: dir, LOG_LEVEL: "silent", DATABASE_URL: "" };
  if (postgresAdminUrl) {
    pgName = await createEmptyPostgresDatabase();
    env.DATABASE_URL = postgresUrlFor(pgName);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  if (pgName) await dropPostgresDatabase(pgName);
});

const cli = (script: string, args: string[]) => runCli(script, args, env);

describe("npm run locations", () => {
  it("imports, updates by name and exports", async () => {
    const file = path.join(dir, "import.json");
    const records = [
      makeLocation({
        name: "Tillamook Bay",
        region: "North Coast",
        longitude: "-123.9000",
        lastChecked: "2026-11-02",
      }),
      makeLocation({
        name: "Rogue River",
        region: "South Coast",
        longitude: "-124.4000",
        usgsSite: "USGS-14372300",
      }),
      makeLocation({ name: "Deschutes River", region: "Central Oregon" }),
      makeLocation({ name: "Columbia River", region: "North Coast", longitude: "-123.9000" }),
      makeLocation({ name: "Nestucca Bay", region: "North Coast", longitude: "-123.9000" }),
      makeLocation({ name: "Siletz Bay", region: "Central Coast", longitude: "-124.0000" }),
      makeLocation({ name: "Nehalem River", region: "North Coast", longitude: "-123.9000" }),
      makeLocation({ name: "Siuslaw River", region: "Central Coast", longitude: "-124.0000" }),
      makeLocation({ name: "Alsea Bay", region: "Central Coast", longitude: "-124.0000" }),
    ];
    await writeFile(file, JSON.stringify(records));
    const first = await cli("locations.ts", ["import", file]);
    expect(first.stdout).toContain("9 new, 0 updated");
    const edited = records.map((r) =>
      r.name === "Tillamook Bay" ? { ...r, description: "Updated description of the bay." } : r,
    );
    await writeFile(file, JSON.stringify(edited));
    expect((await cli("locations.ts", ["import", file])).stdout).toContain("0 new, 9 updated");

    const out = path.join(dir, "export.json");
    expect((await cli("locations.ts", ["export", out])).stdout).toContain("Exported 9 locations");
    const exported = JSON.parse(await readFile(out, "utf8"));
    expect(exported.find((r: { name: string }) => r.name === "Tillamook Bay").description).toBe(
      "Updated description of the bay.",
    );
    expect(exported.find((r: { name: string }) => r.name === "Rogue River").usgsSite).toBe("USGS-14372300");
    expect(exported.find((r: { name: string }) => r.name === "Tillamook Bay")).not.toHaveProperty("usgsSite");
    // The team's last check goes in and out with the file; a spot never checked has none.
    expect(exported.find((r: { name: string }) => r.name === "Tillamook Bay").lastChecked).toBe("2026-11-02");
    expect(exported.find((r: { name: string }) => r.name === "Rogue River")).not.toHaveProperty(
      "lastChecked",
    );
  });
});

describe("npm run suggestions", () => {
  it("lists suggestions and approves one into a location", async () => {
    const { openDatabase } = await import("#server/db/client.server");
    const { createLocationSuggestion } = await import("#server/services/locations/suggestions");
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: dir });
    const mailer = { send: async () => ({ messageId: "test" }) };
    const suggestion = await createLocationSuggestion(handle.db, mailer, {
      teamEmail: "team@example.com",
      input: {
        name: "Hidden Creek Pond",
        description: "Small pond with stocked trout.",
        contactName: "Pat",
        contactEmail: "pat@example.com",
        fishTypes: ["trout"],
      },
    });
    await handle.close();

    const list = await cli("suggestions.ts", ["list"]);
    expect(list.stdout).toContain(`#${suggestion.id} [pending] Hidden Creek Pond`);

    const missing = await cli("suggestions.ts", ["approve", String(suggestion.id)]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("--region REGION --lat LAT --lon LON");
    const misspelt = await cli("suggestions.ts", [
      "approve",
      String(suggestion.id),
      "--regoin",
      "North Coast",
    ]);
    expect(misspelt.code).toBe(1);
    expect(misspelt.stderr).toMatch(/^Unknown option '--regoin'\n\nUsage: npm run suggestions/);
    const noValue = await cli("suggestions.ts", [
      "approve",
      String(suggestion.id),
      "--region",
      "North Coast",
      "--lat",
    ]);
    expect(noValue.code).toBe(1);
    expect(noValue.stderr).toMatch(/^Option '--lat <value>' argument missing\n\nUsage:/);

    const args = [
      "approve",
      String(suggestion.id),
      "--region",
      "Willamette Valley",
      "--lat",
      "44.9",
      "--lon",
      "-122.9",
    ];
    const approved = await cli("suggestions.ts", args);
    expect(approved.stdout).toMatch(/approved: location #\d+ "Hidden Creek Pond"/);
    expect((await cli("suggestions.ts", args)).stderr).toContain("already approved");
    expect((await cli("suggestions.ts", ["list"])).stdout).toContain("[approved] Hidden Creek Pond");
    // Five tool processes, each opening the database: room for a busy machine.
  }, 120_000);
});
