import { describe, expect, it } from "vitest";
import { GOOD_OREGON, GOOD_WASHINGTON } from "#tests/support/verifyRecords";
import type { Outline } from "./verifyPlace";
import { type VerifyEnvironment, verifyOffline } from "./verifyRecords";

// Every offline check through verifyOffline with a stand-in environment: Washington is the box
// 45.5°N-49°N, 124.8°W-116.9°W; Oregon the box below it.
const box = (south: number, north: number, west: number, east: number): Outline => ({
  type: "Polygon",
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});
const outlines = new Map([
  ["Washington", box(45.5, 49, -124.8, -116.9)],
  ["Oregon", box(42, 45.5, -124.6, -116.5)],
]);
const env: VerifyEnvironment = {
  today: "2026-12-05",
  outline: (state) => outlines.get(state),
  otherOutlines: (state) => [...outlines].filter(([name]) => name !== state).map(([, outline]) => outline),
  zoneAt: (_lat, lon) => (lon > -117.5 ? "America/Boise" : "America/Los_Angeles"),
  tideStation: async (record) =>
    Number(record.longitude) > -122.2
      ? { id: "9437540", name: "Garibaldi", reason: "default", inDatabase: true, distanceKm: 180 }
      : { id: "9446484", name: "Tacoma", reason: "nearest", inDatabase: true, distanceKm: 2.1 },
  tideStationAt: (lat) => (lat === 47.8133 ? { id: "9447427", name: "Edmonds", distanceKm: 0 } : null),
};

const files = (washington: unknown[], oregon: unknown[] = GOOD_OREGON) => [
  { file: "oregon.json", records: oregon },
  { file: "washington.json", records: washington },
];
const good = GOOD_WASHINGTON;
const sammamish = good[0] as (typeof good)[number];
const pier = good[1] as (typeof good)[number];
// Each planted record has a description of its own, so that only the planted fault shows.
const own = (water: string) =>
  `${water} is a planted test water: its shore, its access and its fish are described here in words that no other record of these files uses at all.`;

describe("verifyOffline", () => {
  it("finds nothing wrong with good records, and hands them on for the online part", async () => {
    const result = await verifyOffline(files(good), env);
    expect(result.findings).toEqual([]);
    expect(result.records.map((r) => r.label)).toEqual([
      "Detroit Lake - Mongold",
      "Lake Sammamish - Idylwood Park",
      "Commencement Bay - Les Davis Pier",
    ]);
  });

  it.each([
    [
      "fields",
      { ...sammamish, name: "Loomis Lake", description: "Loomis Lake is a dune lake. It is stocked." },
    ],
    [
      "place",
      {
        ...sammamish,
        name: "Astray Lake",
        description: own("Astray Lake"),
        latitude: "44.0000",
        longitude: "-121.3000",
      },
    ],
    [
      "place",
      {
        ...pier,
        name: "Edmonds Fishing Pier",
        description: own("Edmonds"),
        latitude: "47.8133",
        longitude: "-122.3830",
      },
    ],
    [
      "clock",
      { ...sammamish, name: "Clockwork Lake", description: own("Clockwork Lake"), timeZone: "America/Boise" },
    ],
    [
      "tides",
      { ...sammamish, name: "Inland Bay", description: own("Inland Bay"), tideInfo: "Fish the flood." },
    ],
  ])("reports a planted bad record under %s, and nothing else", async (check, bad) => {
    const { findings } = await verifyOffline(files([...good, bad]), env);
    expect(findings).toEqual([expect.objectContaining({ file: "washington.json", name: bad.name, check })]);
  });

  it("reports duplicates across the files it reads, naming both", async () => {
    const twin = {
      ...sammamish,
      name: "Lake Sammamish - Idylwood Park",
      description: own("Lake Sammamish - Idylwood Park"),
      latitude: "47.6250",
      longitude: "-122.1180",
    };
    const { findings } = await verifyOffline(files(good, [...GOOD_OREGON, twin]), env);
    expect(findings).toEqual([
      {
        file: "oregon.json",
        name: "Lake Sammamish - Idylwood Park",
        check: "duplicates",
        message: 'shares its name with "Lake Sammamish - Idylwood Park" (washington.json), 111 m away',
      },
    ]);
  });

  it("reports a description that reads as another's with the names swapped", async () => {
    const copy = {
      ...sammamish,
      name: "Pine Lake - Pine Lake Park",
      latitude: "47.5880",
      longitude: "-122.0400",
      description: sammamish.description
        .replaceAll("Idylwood Park", "Pine Lake Park")
        .replace("Lake Sammamish", "Pine Lake"),
    };
    const { findings, templates } = await verifyOffline(files([...good, copy]), env);
    expect(findings).toEqual([
      expect.objectContaining({
        name: "Lake Sammamish - Idylwood Park",
        check: "templates",
        message: expect.stringMatching(
          /^its description reads as that of "Pine Lake - Pine Lake Park" with the names swapped \(Jaccard 0\.9\d\)$/,
        ),
      }),
    ]);
    expect(templates.highest?.jaccard).toBeGreaterThan(0.9);
  });

  it("checks fields of a record the schema refuses, and nothing else of it", async () => {
    const { findings, records } = await verifyOffline(files([...good, { name: "Half A Record" }]), env);
    expect(findings.length).toBeGreaterThan(3);
    expect(new Set(findings.map((f) => `${f.name}/${f.check}`))).toEqual(new Set(["Half A Record/fields"]));
    expect(records).toHaveLength(3);
  });
});
