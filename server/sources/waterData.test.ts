import { describe, expect, it } from "vitest";
import { hourlyPoints } from "./waterData";

describe("hourlyPoints: a gauge's week thinned for the chart", () => {
  it("keeps the last reading of each hour, oldest first, whatever the order it came in", () => {
    const at = (iso: string, value: number) => ({ parameterCode: "00060", time: Date.parse(iso), value });
    expect(
      hourlyPoints([
        at("2026-11-26T10:45:00Z", 3),
        at("2026-11-26T10:00:00Z", 1),
        at("2026-11-26T09:15:00Z", 9),
        at("2026-11-26T10:30:00Z", 2),
      ]),
    ).toEqual([
      { time: "2026-11-26T09:15:00.000Z", value: 9 },
      { time: "2026-11-26T10:45:00.000Z", value: 3 },
    ]);
  });
});
