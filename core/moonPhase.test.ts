import { describe, expect, it } from "vitest";
import { moonPhaseName } from "./moonPhase";

describe("moonPhaseName", () => {
  it.each<[number, string]>([
    [0, "New Moon"],
    [0.06, "New Moon"],
    [0.07, "Waxing Crescent"],
    [0.125, "Waxing Crescent"],
    [0.25, "First Quarter"],
    [0.37, "Waxing Gibbous"],
    [0.5, "Full Moon"],
    [0.55, "Full Moon"],
    [0.63, "Waning Gibbous"],
    [0.75, "Last Quarter"],
    [0.87, "Waning Crescent"],
    [0.95, "New Moon"],
    [1, "New Moon"],
  ])("phase %d -> %s", (phase, expected) => {
    expect(moonPhaseName(phase)).toBe(expected);
  });
});
