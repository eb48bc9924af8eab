import { describe, expect, it } from "vitest";
import { count, markdownTable, ms, ratio, renderTable } from "./table";

describe("a bench table in Markdown", () => {
  const table = {
    title: "Load: curated dataset on PGlite",
    intro: "Against a ceiling measured in the same run.",
    columns: ["Row", "req/s", "Ratio", "Targets"],
    rows: [
      ["GET /", count(1234.4), ratio(1234.4, 2468.8), "met"],
      ["GET /api/locations/search/{q}", count(87), ratio(87, 10_000), "missed: p99 ≥ 50 ms"],
    ],
    notes: ["1 of 2 rows meet their targets."],
  };

  it("right-aligns figures, left-aligns words, and pads every line to the same width", () => {
    expect(markdownTable(table).split("\n")).toEqual([
      "| Row                           | req/s | Ratio | Targets             |",
      "| ----------------------------- | ----: | ----: | ------------------- |",
      "| GET /                         | 1,234 | 0.50× | met                 |",
      "| GET /api/locations/search/{q} |    87 | 0.01× | missed: p99 ≥ 50 ms |",
    ]);
  });

  it("escapes a | inside a cell, so the cell stays one column", () => {
    const lines = markdownTable({ columns: ["Request", "ms"], rows: [["near[&radius|fish]", "2.0"]] });
    expect(lines.split("\n")[2]).toBe("| near[&radius\\|fish] | 2.0 |");
  });

  it("renders heading, intro, table and notes as one section", () => {
    expect(renderTable(table)).toBe(
      [
        "### Load: curated dataset on PGlite",
        "Against a ceiling measured in the same run.",
        markdownTable(table),
        "- 1 of 2 rows meet their targets.",
      ].join("\n\n"),
    );
  });

  it("keeps a column of figures right-aligned when some of them do not exist", () => {
    const lines = markdownTable({
      columns: ["Row", "p99 ms"],
      rows: [
        ["GET /", ms(Number.NaN)],
        ["GET /map", ms(12)],
      ],
    });
    expect(lines.split("\n")).toEqual([
      "| Row      | p99 ms |",
      "| -------- | -----: |",
      "| GET /    |      - |",
      "| GET /map |     12 |",
    ]);
  });

  it("shows a figure that does not exist as a dash, never as 0 or NaN", () => {
    expect([ms(Number.NaN), ratio(5, 0), ratio(Number.NaN, 3), count(Number.POSITIVE_INFINITY)]).toEqual([
      "-",
      "-",
      "-",
      "-",
    ]);
    expect([ms(4.26), ms(48.6), count(1_000_000)]).toEqual(["4.3", "49", "1,000,000"]);
  });
});
