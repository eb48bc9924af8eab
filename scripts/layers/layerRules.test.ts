import { describe, expect, it } from "vitest";
import { layerViolations } from "./layerRules";

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
    expect(rulesBroken("app/a.test.ts", 'import { tidesAnswer } from "#server/services/tides";')).toEqual([]);
  });

  it("names the file and line", () => {
    expect(layerViolations([{ path: "core/a.ts", text: '\n\nimport fs from "node:fs";' }])).toEqual([
      { file: "core/a.ts", line: 3, specifier: "node:fs", rule: "core/ imports no I/O" },
    ]);
  });
});
