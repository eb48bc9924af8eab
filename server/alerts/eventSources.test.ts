import { describe, expect, it } from "vitest";
import { OPTIMAL_REASONS } from "#core/optimalConditions";
import { datesCovering, joinAtMidnight } from "./eventSources";

const PACIFIC = "America/Los_Angeles";
const MOUNTAIN = "America/Boise";

describe("datesCovering", () => {
  it("lists the dates an interval touches on the place's calendar", () => {
    // 22:00 to 01:00 Pacific standard time.
    expect(
      datesCovering(new Date("2026-12-02T06:00:00Z"), new Date("2026-12-02T09:00:00Z"), PACIFIC),
    ).toEqual(["2026-12-01", "2026-12-02"]);
    expect(
      datesCovering(new Date("2026-12-02T10:00:00Z"), new Date("2026-12-02T13:00:00Z"), PACIFIC),
    ).toEqual(["2026-12-02"]);
  });

  it("reads a Mountain-time place's own dates: its day has begun while Oregon's has not", () => {
    // 00:30 to 03:30 Mountain standard time is 23:30 to 02:30 Pacific.
    const from = new Date("2026-12-02T07:30:00Z");
    const to = new Date("2026-12-02T10:30:00Z");
    expect(datesCovering(from, to, MOUNTAIN)).toEqual(["2026-12-02"]);
    expect(datesCovering(from, to, PACIFIC)).toEqual(["2026-12-01", "2026-12-02"]);
  });
});

describe("joinAtMidnight", () => {
  it("makes one window of a window cut at midnight, keeping every reason", () => {
    const midnight = new Date("2026-12-02T08:00:00Z");
    const joined = joinAtMidnight([
      { start: new Date("2026-12-02T07:00:00Z"), end: midnight, reasons: [OPTIMAL_REASONS.aroundHigh] },
      {
        start: midnight,
        end: new Date("2026-12-02T08:30:00Z"),
        reasons: [OPTIMAL_REASONS.aroundHigh, OPTIMAL_REASONS.solunarMajor],
      },
      {
        start: new Date("2026-12-02T12:00:00Z"),
        end: new Date("2026-12-02T13:00:00Z"),
        reasons: [OPTIMAL_REASONS.firstLight],
      },
    ]);
    expect(joined).toEqual([
      {
        start: new Date("2026-12-02T07:00:00Z"),
        end: new Date("2026-12-02T08:30:00Z"),
        reasons: [OPTIMAL_REASONS.aroundHigh, OPTIMAL_REASONS.solunarMajor],
      },
      {
        start: new Date("2026-12-02T12:00:00Z"),
        end: new Date("2026-12-02T13:00:00Z"),
        reasons: [OPTIMAL_REASONS.firstLight],
      },
    ]);
  });
});
