import { describe, expect, it } from "vitest";
import {
  ALERT_DEFAULTS,
  alertWatches,
  FREQUENCY_OPTIONS,
  flowRangeText,
  frequencyLabel,
  isAlertActive,
  maskEmail,
} from "./alerts";

// docs/product.md "Alert frequencies", "Alert defaults", "Tide alert states", "Masked addresses".
describe("FREQUENCY_OPTIONS", () => {
  it.each([
    [0, 3600, "Every hour", "3600 Every hour"],
    [1, 10800, "Every 3 hours", "10800 every 3 hours"],
    [2, 21600, "Every 6 hours", "21600 every 6 hours"],
    [3, 43200, "Every 12 hours", "43200 every 12 hours"],
    [4, 86400, "Once daily", "86400 once daily"],
  ])("option %i is %i %j (%s)", (index, value, label, _why) => {
    expect(FREQUENCY_OPTIONS[index]).toEqual({ value, label });
  });

  it("five fixed options", () => {
    expect(FREQUENCY_OPTIONS).toHaveLength(5);
  });
});

describe("frequencyLabel", () => {
  it.each([
    [3600, "Hourly", "3600 Hourly"],
    [10800, "Every 3 hours", "10800 Every 3 hours"],
    [21600, "Every 6 hours", "21600 Every 6 hours"],
    [86400, "Daily", "86400 Daily"],
    [43200, "Every 12 hours", "otherwise Every N hours"],
    [7200, "Every 2 hours", "otherwise Every N hours"],
    [5400, "Every 1.5 hours", "otherwise Every N hours (fractional)"],
  ])("%i -> %j (%s)", (seconds, expected, _why) => {
    expect(frequencyLabel(seconds)).toBe(expected);
  });
});

describe("ALERT_DEFAULTS", () => {
  it.each([
    ["highTideAlert", false, "highTideAlert ... off"],
    ["lowTideAlert", false, "lowTideAlert off"],
    ["optimalConditionsAlert", true, "optimalConditionsAlert on"],
    ["emailAlerts", true, "emailAlerts on"],
    ["smsAlerts", false, "smsAlerts ... off"],
    ["pushNotifications", false, "pushNotifications off"],
    ["minAlertInterval", 3600, "minAlertInterval 3600 seconds"],
    ["active", true, "Newly created alerts are active"],
  ] as const)("%s = %s (%s)", (key, expected, _why) => {
    expect(ALERT_DEFAULTS[key]).toBe(expected);
  });
});

describe("isAlertActive", () => {
  it.each<[{ active?: boolean | null }, boolean, string]>([
    [{ active: true }, true, "active"],
    [{ active: false }, false, "paused"],
    [{ active: null }, true, "active is not false, so it counts as active"],
    [{}, true, "missing active is not false, so it counts as active"],
  ])("%j -> %s (%s)", (alert, expected, _why) => {
    expect(isAlertActive(alert)).toBe(expected);
  });
});

describe("maskEmail", () => {
  it.each([
    ["john@example.com", "j•••@example.com", "first character, then •••, then the domain"],
    ["a@b.co", "a•••@b.co", "a one-letter local part"],
    ["  Mary.Jones@Fish.org ", "M•••@Fish.org", "trimmed, domain unchanged"],
    ["not-an-email", "•••", "no @"],
    ["", "•••", "empty"],
  ])("%j -> %j (%s)", (email, expected, _why) => {
    expect(maskEmail(email)).toBe(expected);
  });
});

describe("alertWatches", () => {
  it.each([
    [{}, [], "nothing chosen"],
    [{ optimalConditionsAlert: true }, ["Optimal conditions"], "the default alert"],
    [
      { highTideAlert: true, lowTideAlert: true, optimalConditionsAlert: false },
      ["High tide", "Low tide"],
      "both tides, no optimal",
    ],
    [
      { lowTideAlert: true, maxTideHeight: 0 },
      ["Low tide", "Tide height at most 0 ft"],
      "a minus-tide alert",
    ],
    [{ minTideHeight: -1.5, maxTideHeight: 2 }, ["Tide height -1.5 to 2 ft"], "a height window"],
    [{ minTideHeight: 4 }, ["Tide height at least 4 ft"], "a minimum height only"],
    [{ minPressure: 1000, maxPressure: 1030 }, ["Pressure 1000 to 1030 hPa"], "a pressure window"],
    [{ maxWindSpeed: 15 }, ["Wind up to 15 mph"], "a wind limit"],
    [{ maxTideHeight: null, minPressure: null, maxWindSpeed: null }, [], "nulls are no limit"],
  ])("%j -> %j (%s)", (alert, expected, _why) => {
    expect(alertWatches(alert)).toEqual(expected);
  });
});

describe("flowRangeText: a river flow alert's range in words", () => {
  it.each([
    [800, 2000, "800 to 2,000 ft³/s"],
    [800, null, "at least 800 ft³/s"],
    [null, 2000.4, "at most 2,000 ft³/s"],
    [null, null, null],
  ])("%s to %s", (min, max, text) => {
    expect(flowRangeText(min, max)).toBe(text);
  });
});
