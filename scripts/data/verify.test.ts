import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createWaterDataClient } from "#server/sources/waterData";
import {
  droppingRiver,
  type FakeWaterDataServer,
  startFakeWaterDataServer,
} from "#tests/support/fakeWaterDataServer";
import { GOOD_OREGON, GOOD_WASHINGTON } from "#tests/support/verifyRecords";
import { DataFilesError } from "./dataFiles";
import { runVerify } from "./verify";

// runVerify with the real outlines, zones and tide database, over data files written for each
// test; the online part against the local Water Data stand-in.

const NOW = Date.parse("2026-12-05T18:00:00Z");
const DAY = 24 * 60 * 60_000;
const root = path.resolve(import.meta.dirname, "..", "..");
let dir: string;

let parent: string;

beforeAll(async () => {
  // The states' folder inside a folder of the test's own: verify-standing.json lives beside it.
  parent = await mkdtemp(path.join(tmpdir(), "fishspots-verify-"));
  dir = path.join(parent, "states");
  await mkdir(dir);
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function writeFiles(washington: unknown[], oregon: unknown[] = GOOD_OREGON) {
  await writeFile(path.join(dir, "washington.json"), JSON.stringify(washington));
  await writeFile(path.join(dir, "oregon.json"), JSON.stringify(oregon));
}
const sammamish = GOOD_WASHINGTON[0] as (typeof GOOD_WASHINGTON)[number];
const own = (water: string) =>
  `${water} is a planted test water: its shore, its access and its fish are described here in words that no other record of these files uses at all.`;
const planted = (name: string, overrides: Record<string, unknown>) => ({
  ...sammamish,
  name,
  description: own(name),
  ...overrides,
});

describe("runVerify offline", () => {
  it("prints a problem that stands with its reason, uncounted, and counts an entry that matches none", async () => {
    const short = planted("Loomis Lake", {
      description: "Loomis Lake is a long, shallow dune lake. It is stocked with trout.",
    });
    await writeFiles([...GOOD_WASHINGTON, short]);
    const reason = "A planted record: the test says why it stands, as the team would in the data file.";
    const standing = path.join(parent, "verify-standing.json");
    await writeFile(
      standing,
      JSON.stringify([{ file: "washington.json", name: "Loomis Lake", check: "fields", reason }]),
    );
    try {
      const run = await runVerify({ dir, now: NOW });
      expect(run).toMatchObject({ exitCode: 0, problems: 0 });
      expect(run.report).toContain("No problems (1 standing).");
      expect(run.report).toContain(
        `Loomis Lake (fields): description has 67 characters, fewer than 120. ${reason}`,
      );
      await writeFiles(GOOD_WASHINGTON);
      const fixed = await runVerify({ dir, now: NOW });
      expect(fixed).toMatchObject({ exitCode: 1, problems: 1 });
      expect(fixed.report).toContain(
        "stands in washington.json but no such problem is found: remove the entry",
      );
    } finally {
      await rm(standing);
    }
  });

  it("passes good files with exit code 0", async () => {
    await writeFiles(GOOD_WASHINGTON);
    const run = await runVerify({ dir, now: NOW });
    expect(run.report).toContain("No problems.");
    expect(run.report).toContain(
      `Checked 3 records in ${path.join(dir, "oregon.json")}, ${path.join(dir, "washington.json")}.`,
    );
    expect(run).toMatchObject({ exitCode: 0, problems: 0 });
  });

  it.each([
    [
      "fields",
      planted("Loomis Lake", {
        description: "Loomis Lake is a long, shallow dune lake. It is stocked with trout.",
      }),
    ],
    ["fields", planted("Unsourced Lake", { coordinatesSource: undefined })],
    ["fields", planted("Unchecked Lake", { lastChecked: undefined })],
    // Bend, Oregon, filed as a Washington spot.
    ["place", planted("Astray Lake", { latitude: "44.0580", longitude: "-121.3150" })],
    // The Edmonds tide station's point, given for the pier.
    [
      "place",
      planted("Edmonds Fishing Pier", {
        latitude: "47.8133",
        longitude: "-122.3830",
        tideInfo: "Fish the flood.",
      }),
    ],
    ["clock", planted("Clockwork Lake", { timeZone: "America/Boise" })],
    // Moses Lake is 300 km from salt water: no station lies within 25 km.
    [
      "tides",
      planted("Inland Tide Flat", {
        latitude: "47.1300",
        longitude: "-119.2800",
        tideInfo: "Fish the flood.",
      }),
    ],
    [
      "duplicates",
      planted("Lake Sammamish - Idylwood Park", { latitude: "47.6250", longitude: "-122.1180" }),
    ],
    [
      "templates",
      {
        ...sammamish,
        name: "Pine Lake - Pine Lake Park",
        latitude: "47.5880",
        longitude: "-122.0400",
        description: sammamish.description
          .replaceAll("Idylwood Park", "Pine Lake Park")
          .replace("Lake Sammamish", "Pine Lake"),
      },
    ],
  ])("fails a planted bad record on %s, with exit code 1", async (check, bad) => {
    await writeFiles([...GOOD_WASHINGTON, bad]);
    const run = await runVerify({ dir, now: NOW });
    expect(run.exitCode).toBe(1);
    const rows = run.report.split("\n").filter((line) => line.startsWith(path.join(dir, "washington.json")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`\\s${check}\\s`));
    expect(run.report).toContain(`1 problem: ${check} 1.`);
  });

  it("reads one state's file with --state, by the state's slug", async () => {
    await writeFiles(GOOD_WASHINGTON, [
      planted("Oregon Trouble", {
        state: "Oregon",
        region: "Willamette Valley",
        latitude: "44.7200",
        longitude: "-122.1800",
        lastChecked: undefined,
      }),
    ]);
    const washington = await runVerify({ dir, state: "washington", now: NOW });
    expect(washington).toMatchObject({ exitCode: 0, problems: 0 });
    expect(washington.report).toContain(`Checked 2 records in ${path.join(dir, "washington.json")}.`);
    const oregon = await runVerify({ dir, state: "oregon", now: NOW });
    expect(oregon).toMatchObject({ exitCode: 1, problems: 1 });
    await expect(runVerify({ dir, state: "atlantis", now: NOW })).rejects.toThrow(DataFilesError);
    await expect(runVerify({ dir, state: "atlantis", now: NOW })).rejects.toThrow(
      '"atlantis" is no state\'s slug',
    );
  });

  it("runs over today's data files and counts every record of each", async () => {
    const dataDir = path.join(root, "data", "states");
    const run = await runVerify({ dir: dataDir, now: NOW });
    let total = 0;
    for (const file of (await readdir(dataDir)).filter((name) => name.endsWith(".json"))) {
      const records = JSON.parse(await readFile(path.join(dataDir, file), "utf8")) as unknown[];
      total += records.length;
    }
    expect(run.report).toMatch(new RegExp(`^Checked ${total} records in `));
    // Every state's descriptions are each written for their water.
    expect(run.report).not.toMatch(/\stemplates\s/);
    expect(run.report).toMatch(/Templates: \d+ four-word shingles/);
  });
});

describe("runVerify --online", () => {
  let fake: FakeWaterDataServer;
  const client = () => createWaterDataClient({ baseUrl: fake.url, userAgent: "FishSpots (test)" });
  const gauged = (name: string, site: string, usgsSiteName: string) =>
    planted(name, { usgsSite: site, usgsSiteName, region: "Puget Sound" });
  afterEach(async () => {
    await fake?.close();
  });

  it("passes a gauge USGS knows by its stored name, reporting discharge today", async () => {
    fake = await startFakeWaterDataServer({
      now: () => NOW,
      gauges: { "USGS-12121600": droppingRiver(() => NOW) },
    });
    await writeFiles([
      ...GOOD_WASHINGTON,
      gauged("Issaquah Creek", "USGS-12121600", "Wilson River near Tillamook, OR"),
    ]);
    const run = await runVerify({ dir, now: NOW, online: { client: client() } });
    expect(run).toMatchObject({ exitCode: 0, problems: 0 });
    expect(run.report).toContain("Gauges online: 1 gauges of 1 records asked of USGS.");
    // The product's client, with its User-Agent.
    expect(fake.requests.every((r) => r.headers["user-agent"] === "FishSpots (test)")).toBe(true);
  });

  it.each([
    ["an unknown number", "USGS-11532650", {}, "USGS-11532650 is not a USGS monitoring location"],
    [
      "a wrong name",
      "USGS-12121600",
      { name: "TRASK RIVER NEAR TILLAMOOK, OR" },
      'is named "TRASK RIVER NEAR TILLAMOOK, OR" by USGS',
    ],
    [
      "stage only where discharge exists",
      "USGS-11479560",
      { lastReported: { "00060": NOW - 400 * DAY } },
      "reports gage height only",
    ],
    [
      "silent for 8 days",
      "USGS-09427520",
      { lastReported: { "00060": NOW - 8 * DAY, "00065": NOW - 8 * DAY } },
      "last reported discharge on 2026-11-27",
    ],
  ])("fails a planted bad gauge: %s", async (_case, site, change, message) => {
    const known = site === "USGS-11532650" ? {} : { [site]: { ...droppingRiver(() => NOW), ...change } };
    fake = await startFakeWaterDataServer({ now: () => NOW, gauges: known });
    await writeFiles([...GOOD_WASHINGTON, gauged("Gauged River", site, "Wilson River near Tillamook, OR")]);
    const run = await runVerify({ dir, now: NOW, online: { client: client() } });
    expect(run.exitCode).toBe(1);
    expect(run.report).toContain(message);
    expect(run.report).toContain("1 problem: gauges 1.");
  });

  it("says the online part was skipped when USGS cannot be reached, and the offline result stands", async () => {
    fake = await startFakeWaterDataServer({ now: () => NOW });
    const unreachable = createWaterDataClient({ baseUrl: fake.url, userAgent: "FishSpots (test)" });
    await fake.close();
    await writeFiles([
      ...GOOD_WASHINGTON,
      gauged("Gauged River", "USGS-12121600", "Wilson River near Tillamook, OR"),
    ]);
    const clean = await runVerify({ dir, now: NOW, online: { client: unreachable } });
    expect(clean).toMatchObject({ exitCode: 0, problems: 0 });
    expect(clean.report).toMatch(
      /Gauges online: skipped, USGS did not answer \(network error: .*\)\. The offline result stands\./,
    );
    await writeFiles([...GOOD_WASHINGTON, gauged("Gauged River", "USGS-12121600", "x".repeat(2))]);
    const switchedOff = await runVerify({ dir, now: NOW, online: { client: null } });
    expect(switchedOff.exitCode).toBe(1);
    expect(switchedOff.report).toContain("Gauges online: skipped, WATER_DATA_URL is off.");
    expect(switchedOff.report).toContain("usgsSiteName: ");
  });

  it("lists a gauge USGS left unanswered as not checked, which is no problem of the data", async () => {
    fake = await startFakeWaterDataServer({
      now: () => NOW,
      gauges: { "USGS-12121600": droppingRiver(() => NOW), "USGS-12122000": droppingRiver(() => NOW) },
      failingSites: ["USGS-12122000"],
    });
    await writeFiles([
      ...GOOD_WASHINGTON,
      gauged("Gauged River", "USGS-12121600", "Wilson River near Tillamook, OR"),
      {
        ...gauged("Other River", "USGS-12122000", "Wilson River near Tillamook, OR"),
        // Not own()'s words with another name: the templates check would rightly report the pair.
        description:
          "Other River runs clear and cold out of the foothills, with riffles above each bend where summer steelhead rest on their way upstream.",
      },
    ]);
    const run = await runVerify({ dir, now: NOW, online: { client: client() } });
    expect(run).toMatchObject({ exitCode: 0, problems: 0 });
    expect(run.report).toContain(
      "Gauges online: 1 gauges of 2 records asked of USGS. Not answered, so not checked: USGS-12122000 (HTTP 500).",
    );
  });

  it("reads the recorded USGS answers: the official name, and each series' last report", async () => {
    const fixtures = path.join(root, "tests", "fixtures", "usgs");
    const location = await readFile(path.join(fixtures, "monitoring-location.USGS-02238500.json"), "utf8");
    const catalog = await readFile(path.join(fixtures, "time-series-metadata.USGS-09107000.json"), "utf8");
    fake = await startFakeWaterDataServer();
    fake.answerWith(location, "monitoring-locations");
    fake.answerWith(catalog, "time-series-metadata");
    const recordedAt = Date.parse("2026-08-17T02:00:00Z");
    await writeFiles([
      ...GOOD_WASHINGTON,
      gauged("Gauged River", "USGS-02238500", "Ocklawaha River at Moss Bluff, FL"),
    ]);
    await writeFile(
      path.join(dir, "oregon.json"),
      JSON.stringify(GOOD_OREGON.map((r) => ({ ...r, lastChecked: "2026-08-01" }))),
    );
    const onRecordedDay = async (now: number) => {
      const files = JSON.parse(await readFile(path.join(dir, "washington.json"), "utf8")) as Record<
        string,
        unknown
      >[];
      await writeFile(
        path.join(dir, "washington.json"),
        JSON.stringify(files.map((r) => ({ ...r, lastChecked: "2026-08-01" }))),
      );
      return runVerify({ dir, now, online: { client: client() } });
    };
    const fresh = await onRecordedDay(recordedAt);
    expect(fresh).toMatchObject({ exitCode: 0, problems: 0 });
    // Discharge last reported on 2026-08-16 at 07:00: eight days later it is stale.
    const stale = await onRecordedDay(recordedAt + 8 * DAY);
    expect(stale.report).toContain(
      "USGS-02238500 last reported discharge on 2026-08-16, more than 7 days ago",
    );
    await writeFiles([
      ...GOOD_WASHINGTON,
      gauged("Gauged River", "USGS-02238500", "Ocklawaha River near Moss Bluff, FL"),
    ]);
    const renamed = await onRecordedDay(recordedAt);
    expect(renamed.report).toContain('USGS-02238500 is named "OCKLAWAHA RIVER AT MOSS BLUFF, FL" by USGS');
  });
});
