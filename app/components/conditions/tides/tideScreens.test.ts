import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConditionsAnswer } from "#core/conditions";
import { TIDE_PROVENANCE } from "#core/tidePredictions";
import { zoneDays } from "#core/zoneClock";
import { conditionsAnswer, fishingConditions } from "#server/services/conditions/conditions";
import { computeTideDay, findTideStation, tidesAnswer } from "#server/services/conditions/tides";
import { heightAxis } from "./chartGeometry";
import { ExtremesList } from "./ExtremesList";
import { TideChart } from "./TideChart";
import { TideProvenance } from "./TideProvenance";
import { TideTable } from "./TideTable";
import { clockTime } from "./tideFormat";
import { groupTidesByDay, type TideWeek } from "./tideWeek";

// The tide screens rendered as the server renders them, on a fixed week with minus tides:
// Garibaldi from Sunday 2026-11-22 (spring tides after the full moon of the 24th).
const PACIFIC = "America/Los_Angeles";
const GARIBALDI = { latitude: 45.5545, longitude: -123.9189, timeZone: PACIFIC };
const STATION = { id: "9437540", name: "Garibaldi", type: "reference" as const, distanceKm: 5.2 };
let week: TideWeek;
let conditions: Record<string, ConditionsAnswer>;

beforeAll(async () => {
  const garibaldi = await findTideStation("9437540");
  if (!garibaldi) throw new Error("Garibaldi is missing from the tide database");
  const dates = zoneDays(PACIFIC, "2026-11-22", 7).map((d) => d.date);
  week = groupTidesByDay(
    tidesAnswer(
      STATION,
      dates.map((date) => computeTideDay(garibaldi, date, PACIFIC)),
      PACIFIC,
    ),
  );
  conditions = Object.fromEntries(
    dates.map((date) => [date, conditionsAnswer(fishingConditions({ ...GARIBALDI, date }))]),
  );
});

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

describe("TideTable", () => {
  let html: string;
  beforeAll(() => {
    html = renderToStaticMarkup(
      createElement(TideTable, { days: week.days, selected: "2026-11-22", timeZone: PACIFIC }),
    );
  });

  it("groups seven days of highs and lows, in Pacific time and feet above MLLW", () => {
    expect(html).toContain("High and low tides, next 7 days");
    expect(html).toContain("Pacific time · feet above MLLW");
    expect([...html.matchAll(/<tbody[^>]*data-date="([\d-]+)"/g)].map((m) => m[1])).toEqual(
      week.days.map((d) => d.date),
    );
    expect(count(html, /<tr[ >]/g) - 1).toBe(week.days.flatMap((d) => d.extremes).length);
    expect(html).toMatch(/<th scope="rowgroup" rowSpan="\d"[^>]*><span[^>]*>Today<\/span>Sun, /);
  });

  it("names the spot's own zone: Mountain time for a spot that keeps it", () => {
    const mountain = renderToStaticMarkup(
      createElement(TideTable, { days: week.days, selected: "2026-11-22", timeZone: "America/Boise" }),
    );
    expect(mountain).toContain("Mountain time · feet above MLLW");
    expect(mountain).not.toContain("Pacific");
  });

  it("names every minus tide in words beside its height, and no other tide", () => {
    const minus = week.days.flatMap((d) => d.extremes).filter((e) => e.minus);
    expect(minus.length).toBeGreaterThan(0);
    const rows = [...html.matchAll(/<tr\b([^>]*)>(.*?)<\/tr>/gs)].slice(1);
    const minusRows = rows.filter((m) => m[1]?.includes('data-minus="true"'));
    expect(minusRows).toHaveLength(minus.length);
    for (const row of minusRows) {
      expect(row[2]).toContain("Minus tide");
      expect(row[2]).toMatch(/Low.*−\d+\.\d ft/s);
    }
    for (const row of rows.filter((m) => !m[1]?.includes("data-minus"))) {
      expect(row[2]).not.toContain("Minus tide");
      expect(row[2]).not.toContain("−");
    }
  });
});

describe("TideChart", () => {
  const render = (date: string, now: number, axis = heightAxis(week.days.flatMap((d) => d.heights))) => {
    const day = week.days.find((d) => d.date === date);
    if (!day) throw new Error(`no ${date}`);
    return renderToStaticMarkup(
      createElement(TideChart, {
        day,
        axis,
        conditions: conditions[date],
        now,
        stationName: "Garibaldi",
        timeZone: PACIFIC,
      }),
    );
  };

  it("is one labelled SVG image of the chosen day", () => {
    const html = render("2026-11-23", 0);
    expect(html).toMatch(/^<svg role="img" aria-labelledby="[^"]+" aria-describedby="[^"]+"/);
    expect(html).toContain('data-day="2026-11-23"');
    expect(html).toContain(
      "Water level at Garibaldi on Monday, November 23, feet above MLLW, Pacific time</title>",
    );
    expect(html).toMatch(/<desc[^>]*>.*Low −\d\.\d ft at \d+:\d\d [AP]M \(minus tide\)/);
  });

  it("shades night before civil dawn and after civil dusk, twilight between", () => {
    const html = render("2026-11-23", 0);
    expect(count(html, /data-band="night"/g)).toBe(2);
    expect(count(html, /data-band="twilight"/g)).toBe(2);
    const day = conditions["2026-11-23"];
    expect(html).toContain(
      `Night shaded before ${clockTime(day?.civilDawn ?? "")} and after ${clockTime(day?.civilDusk ?? "")}.`,
    );
  });

  it("marks each high and low, the minus ones apart, and the minus-tide zone below 0 ft", () => {
    const html = render("2026-11-24", 0);
    const extremes = week.days.find((d) => d.date === "2026-11-24")?.extremes ?? [];
    expect(count(html, /data-extreme="/g)).toBe(extremes.length);
    expect(count(html, /data-minus="true"/g)).toBe(extremes.filter((e) => e.minus).length);
    expect(html).toContain('data-testid="minus-zone"');
    expect(html).toContain("Minus tide zone");
    expect(html).toMatch(/>−2 ft</);
  });

  it("has no minus-tide zone on an axis that stays above the datum", () => {
    const html = render("2026-11-24", 0, heightAxis([0.5, 8]));
    expect(html).not.toContain("Minus tide zone");
  });

  it("labels local hours, every six always and every three from small screens up", () => {
    const html = render("2026-11-24", 0);
    for (const label of ["12 AM", "6 AM", "Noon", "6 PM"]) expect(html).toContain(`>${label}</text>`);
    expect(html).toMatch(/class="[^"]*hidden sm:inline"[^>]*>3 PM<\/text>/);
  });

  it("marks the current time on its own day only", () => {
    const day = week.days[2];
    if (!day) throw new Error("no third day");
    const noon = day.start + 12 * 3_600_000;
    expect(render(day.date, noon)).toContain('data-testid="now-marker"');
    expect(render(day.date, noon)).toMatch(/<g data-testid="now-marker"><line x1="50%"/);
    expect(render(day.date, day.end)).not.toContain("now-marker");
    expect(render("2026-11-22", noon)).not.toContain("now-marker");
  });
});

describe("ExtremesList", () => {
  // A day with minus tides, and each of its rows' inner HTML.
  const extremes = () => week.days[2]?.extremes ?? [];
  const rows = () =>
    [
      ...renderToStaticMarkup(createElement(ExtremesList, { extremes: extremes() })).matchAll(
        /<li\b[^>]*>(.*?)<\/li>/gs,
      ),
    ].map((m) => m[1] ?? "");

  // Five coast cards of these rows are most of the home page's first screen: each row stays a
  // time and a line of text, with an element more only for a minus tide's height and badge.
  it("draws each high or low with few elements", () => {
    expect(extremes().some((e) => e.minus)).toBe(true);
    for (const [i, row] of rows().entries()) {
      const minus = extremes()[i]?.minus;
      // The badge is its own component; count what the row draws before it.
      const drawn = minus ? row.slice(0, row.lastIndexOf("<span", row.indexOf("data-minus-tide"))) : row;
      expect((drawn.match(/<[a-z]+/g) ?? []).length).toBe(minus ? 2 : 1);
    }
  });

  it("names minus tides in words", () => {
    expect(rows()).toHaveLength(extremes().length);
    for (const [i, row] of rows().entries()) {
      expect(row.includes("Minus tide")).toBe(extremes()[i]?.minus);
    }
  });
});

describe("TideProvenance", () => {
  it("gives the station, its type, the distance, the datum and the provenance sentence", () => {
    const html = renderToStaticMarkup(createElement(TideProvenance, { station: STATION, timeZone: PACIFIC }));
    expect(html).toContain("Garibaldi (NOAA 9437540)");
    expect(html).toContain("Reference station: predicted from its own harmonic constants");
    expect(html).toContain("3.2 mi (5.2 km) from this spot");
    expect(html).toContain("mean lower low water (MLLW); times in Pacific time");
    expect(html).toContain(TIDE_PROVENANCE);
    const mountain = renderToStaticMarkup(
      createElement(TideProvenance, { station: STATION, timeZone: "America/Boise" }),
    );
    expect(mountain).toContain("times in Mountain time");
  });

  it("says when a subordinate station borrows a reference station's constants", () => {
    const html = renderToStaticMarkup(
      createElement(TideProvenance, {
        station: { ...STATION, type: "subordinate", distanceKm: null },
        timeZone: PACIFIC,
      }),
    );
    expect(html).toContain("Subordinate station");
    expect(html).toContain("Unknown");
  });
});
