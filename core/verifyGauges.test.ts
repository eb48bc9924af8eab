import { describe, expect, it } from "vitest";
import { GAUGE_FRESH_DAYS, gaugeProblems, sameGaugeName } from "./verifyGauges";

const NOW = Date.parse("2026-12-05T18:00:00Z");
const DAY = 24 * 60 * 60_000;
const SITE = "USGS-14301500";
const NAME = "WILSON RIVER NEAR TILLAMOOK, OR";
const series = (parameterCode: string, daysAgo: number) => ({
  parameterCode,
  lastReported: NOW - daysAgo * DAY,
});

describe("sameGaugeName", () => {
  it("ignores case and runs of white space, nothing else", () => {
    expect(sameGaugeName("WILSON RIVER  NEAR TILLAMOOK, OR ", "Wilson River near Tillamook, OR")).toBe(true);
    expect(sameGaugeName("WILSON RIVER NEAR TILLAMOOK, OR", "WILSON R NR TILLAMOOK OR")).toBe(false);
  });
});

describe("gaugeProblems", () => {
  it("passes a gauge with the stored name that reported discharge within the week", () => {
    const answer = { found: true as const, name: NAME, series: [series("00060", 0.1), series("00065", 0.1)] };
    expect(gaugeProblems(SITE, "Wilson River near Tillamook, OR", answer, NOW)).toEqual([]);
  });

  it("passes a stage-only gauge: gage height where discharge is not offered", () => {
    const answer = { found: true as const, name: NAME, series: [series("00065", 1), series("00010", 1)] };
    expect(gaugeProblems(SITE, NAME, answer, NOW)).toEqual([]);
  });

  it("reports an unknown number", () => {
    expect(gaugeProblems("USGS-11532650", NAME, { found: false }, NOW)).toEqual([
      "USGS-11532650 is not a USGS monitoring location",
    ]);
  });

  it("reports another official name than the stored one", () => {
    const answer = {
      found: true as const,
      name: "TRASK RIVER NEAR TILLAMOOK, OR",
      series: [series("00060", 0)],
    };
    expect(gaugeProblems(SITE, NAME, answer, NOW)).toEqual([
      `${SITE} is named "TRASK RIVER NEAR TILLAMOOK, OR" by USGS, not "${NAME}"`,
    ]);
  });

  it("reports a gauge that offers discharge but sends gage height only", () => {
    const answer = { found: true as const, name: NAME, series: [series("00060", 400), series("00065", 0)] };
    expect(gaugeProblems(SITE, NAME, answer, NOW)).toEqual([
      `${SITE} reports gage height only: its discharge (00060) stopped on 2025-10-31`,
    ]);
  });

  it(`reports a gauge silent for more than ${GAUGE_FRESH_DAYS} days, and not one silent for 6`, () => {
    const stale = { found: true as const, name: NAME, series: [series("00060", 8), series("00065", 8)] };
    expect(gaugeProblems(SITE, NAME, stale, NOW)).toEqual([
      `${SITE} last reported discharge on 2026-11-27, more than 7 days ago`,
    ]);
    const stageStale = { found: true as const, name: NAME, series: [series("00065", 7400)] };
    expect(gaugeProblems(SITE, NAME, stageStale, NOW)).toEqual([
      `${SITE} last reported gage height on 2006-09-01, more than 7 days ago`,
    ]);
    const fresh = { found: true as const, name: NAME, series: [series("00060", 6)] };
    expect(gaugeProblems(SITE, NAME, fresh, NOW)).toEqual([]);
  });

  it("reports a gauge with neither discharge nor gage height", () => {
    const answer = { found: true as const, name: NAME, series: [series("00010", 0)] };
    expect(gaugeProblems(SITE, NAME, answer, NOW)).toEqual([
      `${SITE} has no discharge (00060) or gage height (00065) series`,
    ]);
  });
});
