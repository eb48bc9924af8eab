import { describe, expect, it } from "vitest";
import { type AlertEventSettings, alertIsDue, NOTICE_LEAD_MS, upcomingAlertEvents } from "./alertEvents";
import { OPTIMAL_REASONS } from "./optimalConditions";

const now = new Date("2026-12-01T12:00:00Z");
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const settings = (overrides: Partial<AlertEventSettings> = {}): AlertEventSettings => ({
  highTideAlert: true,
  lowTideAlert: true,
  optimalConditionsAlert: true,
  minTideHeight: null,
  maxTideHeight: null,
  ...overrides,
});
const source = {
  stationId: "9437540",
  extremes: [
    { time: at(-30), height: 7.1, type: "high" as const },
    { time: at(60), height: -0.834, type: "low" as const },
    { time: at(175), height: 8.25, type: "high" as const },
    { time: at(181), height: 1.2, type: "low" as const },
  ],
  optimalWindows: [
    { start: at(-10), end: at(50), reasons: [OPTIMAL_REASONS.aroundHigh, OPTIMAL_REASONS.firstLight] },
    { start: at(40), end: at(100), reasons: [OPTIMAL_REASONS.aroundLow, OPTIMAL_REASONS.solunarMinor] },
  ],
};

describe("upcomingAlertEvents", () => {
  it("lists watched events that begin within the lead time, earliest first, never one that has begun", () => {
    const events = upcomingAlertEvents({ settings: settings(), source, now });
    expect(events.map((e) => [e.type, e.time.getTime() - now.getTime()])).toEqual([
      ["optimal", 40 * 60_000],
      ["low", 60 * 60_000],
      ["high", 175 * 60_000],
    ]);
    expect(NOTICE_LEAD_MS).toBe(180 * 60_000);
  });

  it("gives each event a stable key and the height as tide tables print it, minus tides marked", () => {
    const [low] = upcomingAlertEvents({
      settings: settings({ highTideAlert: false, optimalConditionsAlert: false }),
      source,
      now,
    });
    expect(low).toEqual({
      type: "low",
      key: `low:9437540:${at(60).toISOString()}`,
      time: at(60),
      height: -0.83,
      minus: true,
    });
  });

  it("keeps to the kinds of event the alert watches", () => {
    const onlyHigh = upcomingAlertEvents({
      settings: settings({ lowTideAlert: false, optimalConditionsAlert: false }),
      source,
      now,
    });
    expect(onlyHigh.map((e) => e.type)).toEqual(["high"]);
    const none = upcomingAlertEvents({
      settings: settings({ highTideAlert: false, lowTideAlert: false, optimalConditionsAlert: false }),
      source,
      now,
    });
    expect(none).toEqual([]);
  });

  it("bounds highs and lows by the tide-height limits: a maximum of 0 ft means minus tides only", () => {
    const minusOnly = upcomingAlertEvents({
      settings: settings({ highTideAlert: false, optimalConditionsAlert: false, maxTideHeight: 0 }),
      source,
      now,
      leadMs: 4 * 3600_000,
    });
    expect(minusOnly.map((e) => ("height" in e ? e.height : null))).toEqual([-0.83]);
    const bigHighs = upcomingAlertEvents({
      settings: settings({ lowTideAlert: false, optimalConditionsAlert: false, minTideHeight: 8 }),
      source,
      now,
    });
    expect(bigHighs.map((e) => ("height" in e ? e.height : null))).toEqual([8.25]);
  });

  it("carries an optimal window's end and reasons", () => {
    const [optimal] = upcomingAlertEvents({
      settings: settings({ highTideAlert: false, lowTideAlert: false }),
      source,
      now,
    });
    expect(optimal).toMatchObject({
      type: "optimal",
      end: at(100),
      reasons: [OPTIMAL_REASONS.aroundLow, OPTIMAL_REASONS.solunarMinor],
    });
  });
});

describe("alertIsDue", () => {
  it("is due when never sent, or once the interval has passed", () => {
    expect(alertIsDue({ lastAlertSent: null, minAlertInterval: 3600 }, now)).toBe(true);
    expect(alertIsDue({ lastAlertSent: at(-59), minAlertInterval: 3600 }, now)).toBe(false);
    expect(alertIsDue({ lastAlertSent: at(-60), minAlertInterval: 3600 }, now)).toBe(true);
  });
});
