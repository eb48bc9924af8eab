import { describe, expect, it } from "vitest";
import { contentViolations, domainGraph, layerViolations, stringShare } from "./layerRules";

const rulesBroken = (path: string, text: string) => layerViolations([{ path, text }]).map((v) => v.rule);

describe("layerViolations", () => {
  it("keeps core/ pure: nothing of app/ or server/, no Node built-in, no I/O package", () => {
    expect(rulesBroken("core/a.ts", 'import { x } from "#server/services/locations";')).toEqual([
      "core/ imports nothing of server/",
    ]);
    expect(rulesBroken("core/a.ts", 'import { x } from "../app/lib/cn";')).toEqual([
      "core/ imports nothing of app/",
    ]);
    expect(rulesBroken("core/a.ts", 'import { readFileSync } from "node:fs";')).toEqual([
      "core/ imports no I/O",
    ]);
    expect(rulesBroken("core/a.ts", 'import http from "http";')).toEqual(["core/ imports no I/O"]);
    expect(rulesBroken("core/a.ts", 'import { sql } from "drizzle-orm/sql";')).toEqual([
      "core/ imports no I/O",
    ]);
    expect(rulesBroken("core/a.ts", 'import { z } from "zod";\nimport { b } from "./b";')).toEqual([]);
  });

  it("lets core/ read the content of data/, its JSON only", () => {
    expect(rulesBroken("core/a.ts", 'import species from "../data/species.json";')).toEqual([]);
    expect(rulesBroken("core/a.ts", 'import { x } from "../data/load";')).toEqual([
      "core/ imports nothing of data/",
    ]);
  });

  it("keeps app/ out of server/", () => {
    expect(rulesBroken("server/http/a.ts", 'import { cn } from "#app/lib/cn";')).toEqual([
      "server/ imports nothing of app/",
    ]);
    expect(rulesBroken("server/a.ts", 'const m = await import("../app/root");')).toEqual([
      "server/ imports nothing of app/",
    ]);
  });

  it("lets app/ take types from server/, and nothing else", () => {
    expect(rulesBroken("app/a.ts", 'import type { Services } from "#server/services";')).toEqual([]);
    expect(rulesBroken("app/a.ts", 'import { type Services } from "#server/services";')).toEqual([]);
    expect(rulesBroken("app/a.ts", 'export type { Services } from "#server/services";')).toEqual([]);
    expect(rulesBroken("app/a.ts", 'type S = import("#server/services").Services;')).toEqual([]);
    expect(
      rulesBroken("app/a.ts", 'import { type Services, findLocations } from "#server/services";'),
    ).toEqual(["app/ imports only types from server/"]);
    expect(rulesBroken("app/a.ts", 'export { findLocations } from "#server/services";')).toEqual([
      "app/ imports only types from server/",
    ]);
  });

  it("refuses imports that climb two or more folders, in tests too", () => {
    expect(rulesBroken("app/components/x/a.tsx", 'import { d } from "../../../core/dates";')).toEqual([
      "climbs two or more folders: use #app/, #core/, #server/…",
    ]);
    expect(rulesBroken("tests/integration/a.test.ts", 'import { d } from "../../core/dates";')).toEqual([
      "climbs two or more folders: use #app/, #core/, #server/…",
    ]);
    expect(rulesBroken("app/components/x/a.tsx", 'import { b } from "../ui/button";')).toEqual([]);
  });

  it("lets tests read files and use server fixtures", () => {
    expect(rulesBroken("core/a.test.ts", 'import { readFileSync } from "node:fs";')).toEqual([]);
    expect(
      rulesBroken("app/a.test.ts", 'import { tidesAnswer } from "#server/services/conditions/tides";'),
    ).toEqual([]);
  });

  it("names the file and line", () => {
    expect(layerViolations([{ path: "core/a.ts", text: '\n\nimport fs from "node:fs";' }])).toEqual([
      { file: "core/a.ts", line: 3, specifier: "node:fs", rule: "core/ imports no I/O" },
    ]);
  });

  it("reaches a domain of server/services only through its face", () => {
    const reachIn = 'import { stateFilter } from "#server/services/locations/locations";';
    expect(rulesBroken("server/services/species/species.ts", reachIn)).toEqual([
      "reaches into the locations domain: import its face, #server/services/locations",
    ]);
    expect(
      rulesBroken("server/services/species/species.ts", 'import { x } from "../locations/locations";'),
    ).toEqual(["reaches into the locations domain: import its face, #server/services/locations"]);
    expect(rulesBroken("server/http/api.ts", 'import { x } from "../services/conditions/tides";')).toEqual([
      "reaches into the conditions domain: import its face, #server/services/conditions",
    ]);
    expect(rulesBroken("app/a.ts", 'import type { X } from "#server/services/species/catches";')).toEqual([
      "reaches into the species domain: import its face, #server/services/species",
    ]);
    // The face, a domain's own files, the root's shared modules and tests are all fine.
    expect(rulesBroken("server/services/species/species.ts", 'import { s } from "../locations";')).toEqual(
      [],
    );
    expect(rulesBroken("server/services/species/species.ts", 'import { c } from "./catches";')).toEqual([]);
    expect(rulesBroken("server/http/api.ts", 'import { s } from "../services/locations/index";')).toEqual([]);
    expect(rulesBroken("server/services/species/species.ts", 'import { e } from "../errors";')).toEqual([]);
    expect(rulesBroken("tests/integration/a.test.ts", reachIn)).toEqual([]);
  });

  it("draws who uses which domain's face", () => {
    const files = [
      { path: "server/services/species/species.ts", text: 'import { s } from "../locations";' },
      { path: "server/services/locations/locations.ts", text: 'import { e } from "../errors";' },
      { path: "server/http/api.ts", text: 'import { s } from "#server/services/species";' },
      { path: "server/http/api.test.ts", text: 'import { s } from "#server/services/reviews";' },
    ];
    expect(domainGraph(files)).toEqual(["server/http → species", "species → locations"]);
  });
});

// A table of texts, as core/stateAgencies.ts was before its entries moved to data/.
const entry = (i: number) =>
  `  {\n    state: "State ${i}",\n    agency: "The Department of Fish and Wildlife of State number ${i}",\n    licenseUrl: "https://fish.example.gov/licences/state-${i}",\n  },`;
const TEXT_TABLE = `export const AGENCIES = [\n${Array.from({ length: 70 }, (_, i) => entry(i)).join("\n")}\n];\n`;
// Rules of the same length: mostly names, operators and numbers.
const rule = (i: number) =>
  `export function rule${i}(value: number, limit: number): boolean {\n  const scaled = value * ${i} + limit;\n  return scaled > limit ? scaled % 7 === 0 : value < ${i};\n}\n`;
const RULES = Array.from({ length: 70 }, (_, i) => rule(i)).join("\n");

describe("stringShare", () => {
  it("measures the characters inside string and template literals, without comments or spaces", () => {
    // "abc" (3) of `const x = "abc";` (13 non-space characters, the quotes included).
    expect(stringShare('const x = "abc";')).toBeCloseTo(3 / 13);
    expect(stringShare("// a long comment, all words\nconst x = 1;")).toBe(0);
    // A template's text counts, its substitutions' code does not: "ab" and "cd" of `ab${n}cd`.
    // (The source is joined from parts: a "${" written in a string reads as a mistake.)
    const open = ["$", "{"].join("");
    expect(stringShare(`const t = \`ab${open}n}cd\`;`)).toBeCloseTo(4 / 18);
    // A brace inside a substitution does not end it.
    expect(stringShare(`const t = \`ab${open}{ a: 1 }.a}cd\`;`)).toBeCloseTo(4 / 24);
  });

  it("reads a table of texts as mostly strings, and rules as not", () => {
    expect(stringShare(TEXT_TABLE)).toBeGreaterThan(0.5);
    expect(stringShare(RULES)).toBeLessThan(0.2);
  });
});

describe("contentViolations", () => {
  it("refuses a core/ file over 300 lines that is mostly strings", () => {
    expect(TEXT_TABLE.split("\n").length).toBeGreaterThan(300);
    expect(contentViolations([{ path: "core/agencies.ts", text: TEXT_TABLE }]).map((v) => v.file)).toEqual([
      "core/agencies.ts",
    ]);
  });

  it("lets rules of any length, a short table, and files outside core/ be", () => {
    expect(RULES.split("\n").length).toBeGreaterThan(300);
    const short = TEXT_TABLE.split("\n").slice(0, 290).join("\n");
    expect(
      contentViolations([
        { path: "core/rules.ts", text: RULES },
        { path: "core/short.ts", text: short },
        { path: "app/components/Texts.tsx", text: TEXT_TABLE },
        { path: "core/agencies.test.ts", text: TEXT_TABLE },
      ]),
    ).toEqual([]);
  });
});
