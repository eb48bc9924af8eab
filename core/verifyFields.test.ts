import { describe, expect, it } from "vitest";
import * as z from "zod";
import { locationRecordSchema } from "./schemas";
import { DESCRIPTION_MIN_CHARS, fieldProblems } from "./verifyFields";

const TODAY = "2026-12-05";
const record = (overrides: Record<string, unknown> = {}) => ({
  name: "Detroit Lake - Mongold",
  description:
    "Detroit Lake fills the North Santiam canyon behind Detroit Dam. Mongold's ramp and day-use area give bank anglers room for stocked rainbows in spring and kokanee trolling in summer.",
  state: "Oregon",
  region: "Willamette Valley",
  fishTypes: ["trout", "kokanee"],
  bestSeasons: "Apr-Aug",
  accessibility: "Mongold day-use area off Highway 22, with a paved ramp and parking.",
  facilities: ["Boat Ramps", "Parking"],
  permits: "Oregon angling license. Check current ODFW regulations.",
  latitude: "44.7200",
  longitude: "-122.1800",
  timeZone: "America/Los_Angeles",
  coordinatesSource: "Oregon State Parks map of Mongold day-use area",
  lastChecked: "2026-11-20",
  ...overrides,
});

describe("fieldProblems", () => {
  it("passes a record with every field, a source for its coordinates and a full description", () => {
    expect(fieldProblems(record(), TODAY)).toMatchObject({
      problems: [],
      record: { name: "Detroit Lake - Mongold" },
    });
  });

  it("names each required field the schema refuses", () => {
    const { record: parsed, problems } = fieldProblems(record({ region: undefined, fishTypes: [] }), TODAY);
    expect(parsed).toBeNull();
    expect(problems).toEqual([expect.stringMatching(/^region: /), expect.stringMatching(/^fishTypes: /)]);
  });

  it("asks where the coordinates come from", () => {
    expect(fieldProblems(record({ coordinatesSource: undefined }), TODAY).problems).toEqual([
      "coordinatesSource is missing: where do the coordinates come from?",
    ]);
  });

  it(`refuses a description under ${DESCRIPTION_MIN_CHARS} characters and takes one of exactly that many`, () => {
    const short = "x".repeat(DESCRIPTION_MIN_CHARS - 1);
    expect(fieldProblems(record({ description: short }), TODAY).problems).toEqual([
      "description has 119 characters, fewer than 120",
    ]);
    expect(fieldProblems(record({ description: `${short}y` }), TODAY).problems).toEqual([]);
  });

  it("wants lastChecked on every record, as a real date no later than today", () => {
    expect(fieldProblems(record({ lastChecked: undefined }), TODAY).problems).toEqual([
      "lastChecked is missing: the date of the team's last check (YYYY-MM-DD)",
    ]);
    expect(fieldProblems(record({ lastChecked: "2026-02-30" }), TODAY).problems).toEqual([
      'lastChecked "2026-02-30" is not a date (YYYY-MM-DD)',
    ]);
    expect(fieldProblems(record({ lastChecked: "Nov 2026" }), TODAY).problems).toEqual([
      'lastChecked "Nov 2026" is not a date (YYYY-MM-DD)',
    ]);
    expect(fieldProblems(record({ lastChecked: "2026-12-06" }), TODAY).problems).toEqual([
      "lastChecked 2026-12-06 is after today (2026-12-05)",
    ]);
    expect(fieldProblems(record({ lastChecked: TODAY }), TODAY).problems).toEqual([]);
  });

  it("wants a gauge's official name beside its number", () => {
    expect(fieldProblems(record({ usgsSite: "USGS-14181500" }), TODAY).problems).toEqual([
      "usgsSiteName is missing: the official name of USGS-14181500",
    ]);
  });

  it("reads a record the schema refuses for lacking lastChecked alone, once the schema requires it", () => {
    const requiring = locationRecordSchema.extend({ lastChecked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
    const { record: parsed, problems } = fieldProblems(
      record({ lastChecked: undefined, coordinatesSource: undefined }),
      TODAY,
      requiring,
    );
    expect(parsed).toMatchObject({ name: "Detroit Lake - Mongold" });
    expect(problems).toEqual([
      "coordinatesSource is missing: where do the coordinates come from?",
      "lastChecked is missing: the date of the team's last check (YYYY-MM-DD)",
    ]);
  });
});
