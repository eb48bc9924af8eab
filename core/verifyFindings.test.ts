import { describe, expect, it } from "vitest";
import { collapseWholeFiles, type Finding, findingCounts, findingsTable } from "./verifyFindings";

const missing = (name: string): Finding => ({
  file: "a.json",
  name,
  check: "fields",
  message: "lastChecked is missing",
});

describe("collapseWholeFiles", () => {
  it("folds a problem every record of a file shares into one row, and keeps the others", () => {
    const short: Finding = { file: "a.json", name: "Two", check: "fields", message: "description is short" };
    const other: Finding = {
      file: "b.json",
      name: "Uno",
      check: "fields",
      message: "lastChecked is missing",
    };
    const rows = collapseWholeFiles(
      [missing("One"), short, missing("Two"), missing("Three"), other],
      new Map([
        ["a.json", 3],
        ["b.json", 2],
      ]),
    );
    expect(rows).toEqual([{ ...missing("One"), name: "(all 3 records)" }, short, other]);
  });
});

describe("findingsTable and findingCounts", () => {
  it("pads the columns to their widest cell and counts by check", () => {
    const findings: Finding[] = [
      { file: "oregon.json", name: "Yaquina Bay", check: "duplicates", message: "shares its name" },
      { file: "wa.json", name: "Loomis Lake", check: "fields", message: "description has 105 characters" },
    ];
    expect(findingsTable(findings).split("\n")).toEqual([
      "File         Record       Check       Problem",
      "-----------  -----------  ----------  -------",
      "oregon.json  Yaquina Bay  duplicates  shares its name",
      "wa.json      Loomis Lake  fields      description has 105 characters",
    ]);
    expect(findingCounts(findings)).toBe("fields 1, duplicates 1");
  });
});
