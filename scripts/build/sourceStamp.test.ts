import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsCurrent, buildSources, STAMP_FILE, sourceStamp } from "./sourceStamp";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const stampNow = () => write(STAMP_FILE, `${sourceStamp(root)}\n`);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "source-stamp-"));
  for (const folder of ["app", "core", "server", "public"]) write(`${folder}/a.ts`, folder);
  write("package.json", "{}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build's source stamp", () => {
  it("lists the built sources and leaves test files out", () => {
    write("app/routes/home.tsx", "x");
    write("app/routes/home.test.ts", "x");
    expect(buildSources(root)).toEqual([
      "app/a.ts",
      "app/routes/home.tsx",
      "core/a.ts",
      "package.json",
      "public/a.ts",
      "server/a.ts",
    ]);
  });

  it("finds a build current only while its sources are unchanged", () => {
    expect(buildIsCurrent(root)).toBe(false);
    stampNow();
    expect(buildIsCurrent(root)).toBe(true);
    write("server/a.ts", "changed");
    expect(buildIsCurrent(root)).toBe(false);
    stampNow();
    write("core/new.ts", "added");
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("finds a build stale when the content it imports changes: a state's profile, the species", () => {
    write("data/state-profiles/ohio.json", "{}");
    write("data/species.json", "[]");
    stampNow();
    write("data/state-profiles/ohio.json", '{"hero":"changed"}');
    expect(buildIsCurrent(root)).toBe(false);
    stampNow();
    write("data/species.json", '[{"name":"Walleye"}]');
    expect(buildIsCurrent(root)).toBe(false);
    stampNow();
    // The spots are read by the server at start-up, not built in.
    write("data/states/ohio.json", "[]");
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("ignores a change to a test file", () => {
    stampNow();
    write("core/a.test.ts", "a test");
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("tells a renamed file from an unchanged one", () => {
    const before = sourceStamp(root);
    rmSync(path.join(root, "core/a.ts"));
    write("core/b.ts", "core");
    expect(sourceStamp(root)).not.toBe(before);
  });

  it("tells a build without a performance mechanism from the full one", () => {
    expect(sourceStamp(root, { VITE_WITHOUT_MECHANISMS: "hydrateInParts" })).not.toBe(sourceStamp(root, {}));
    expect(sourceStamp(root, { VITE_WITHOUT_MECHANISMS: "" })).toBe(sourceStamp(root, {}));
  });
});
