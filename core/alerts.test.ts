import { describe, expect, it } from "vitest";
import {
  ALERT_DEFAULTS,
  alertWatches,
  FREQUENCY_OPTIONS,
  frequencyLabel,
  isAlertActive,
  maskEmail,
} from "./alerts";

describe("FREQUENCY_OPTIONS", () => {
  it.each([
    [0, 3600, "Every hour", "Spec 9: 3600 Every hour"],
    [1, 10800, "Every 3 hours", "Spec 9: 10800 every 3 hours"],
    [2, 21600, "Every 6 hours", "Spec 9: 21600 every 6 hours"],
    [3, 43200, "Every 12 hours", "Spec 9: 43200 every 12 hours"],
    [4, 86400, "Once daily", "Spec 9: 86400 once daily"],
  ])("option %i is %i %j (%s)", (index, value, label, _why) => {
    expect(FREQUENCY_OPTIONS[index]).toEqual({ value, label });
  });

  it("Spec 9: five fixed options", () => {
    expect(FREQUENCY_OPTIONS).toHaveLength(5);
  });
});

describe("frequencyLabel", () => {
  it.each([
    [3600, "Hourly", "Spec 9: 3600 Hourly"],
    [10800, "Every 3 hours", "Spec 9: 10800 Every 3 hours"],
    [21600, "Every 6 hours", "Spec 9: 21600 Every 6 hours"],
    [86400, "Daily", "Spec 9: 86400 Daily"],
    [43200, "Every 12 hours", "Spec 9: otherwise Every N hours"],
    [7200, "Every 2 hours", "Spec 9: otherwise Every N hours"],
    [5400, "Every 1.5 hours", "Spec 9: otherwise Every N hours (fractional)"],
  ])("%i -> %j (%s)", (seconds, expected, _why) => {
    expect(frequencyLabel(seconds)).toBe(expected);
  });
});

describe("ALERT_DEFAULTS", () => {
  it.each([
    ["highTideAlert", false, "Spec 9: highTideAlert ... off"],
    ["lowTideAlert", false, "Spec 9: lowTideAlert off"],
    ["optimalConditionsAlert", true, "Spec 9: optimalConditionsAlert on"],
    ["emailAlerts", true, "Spec 9: emailAlerts on"],
    ["smsAlerts", false, "Spec 9: smsAlerts ... off"],
    ["pushNotifications", false, "Spec 9: pushNotifications off"],
    ["minAlertInterval", 3600, "Spec 9: minAlertInterval 3600 seconds"],
    ["active", true, "Spec 4: Newly created alerts are active"],
  ] as const)("%s = %s (%s)", (key, expected, _why) => {
    expect(ALERT_DEFAULTS[key]).toBe(expected);
  });
});

describe("isAlertActive", () => {
  it.each<[{ active?: boolean | null }, boolean, string]>([
    [{ active: true }, true, "Spec 4: active"],
    [{ active: false }, false, "Spec 4: paused"],
    [{ active: null }, true, "Spec 4: active is not false, so it counts as active"],
    [{}, true, "Spec 4: missing active is not false, so it counts as active"],
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
