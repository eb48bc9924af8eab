import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CURATED_STATES } from "#core/curatedStates";
import { STATE_PROFILE_FILES } from "#core/stateProfileFiles";
import { contentDir } from "#server/paths";
import { assertContent, contentFolderProblems, readStateProfiles } from "./checkContent";
import { createContentServices } from "./index";

// A copy of the content folder with one file changed: what start-up and the validator say of it.
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function plantedCopy(file: string, change: (json: unknown) => unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fishspots-content-"));
  copies.push(dir);
  for (const name of [
    "state-profiles",
    "state-agencies.json",
    "species.json",
    "species-intros.json",
    "fishing-tips.json",
  ])
    cpSync(path.join(contentDir, name), path.join(dir, name), { recursive: true });
  const target = path.join(dir, file);
  writeFileSync(target, JSON.stringify(change(JSON.parse(readFileSync(target, "utf8")))));
  return dir;
}

describe("the content files of data/", () => {
  it("all pass their schemas, and every state has a profile", () => {
    expect(contentFolderProblems(contentDir)).toEqual([]);
    expect(readStateProfiles(contentDir).profiles.size).toBe(50);
  });

  it("give the curated states the settings their profiles hold", () => {
    const { profiles } = readStateProfiles(contentDir);
    for (const curated of CURATED_STATES) {
      const profile = profiles.get(curated.state);
      expect(profile?.regions.map((region) => region.name)).toEqual([...curated.regions]);
      expect(profile?.timeZones).toEqual([...curated.timeZones]);
    }
    // A state whose profile names regions has spots to sort into them: it is curated by its
    // profile alone, since the rules read every state's profile.
    expect(STATE_PROFILE_FILES.map((json) => json.state).sort()).toEqual([...profiles.keys()].sort());
    const withRegions = [...profiles.values()].filter((p) => p.regions.length > 0).map((p) => p.state);
    expect(withRegions.sort()).toEqual(CURATED_STATES.map((s) => s.state).sort());
  });

  it("name the file, the record and the field of a profile that does not pass", () => {
    const dir = plantedCopy("state-profiles/ohio.json", (json) => ({
      ...(json as object),
      coasts: ["lake"],
    }));
    expect(() => assertContent(dir)).toThrow(
      `${path.join(dir, "state-profiles", "ohio.json")}: record (Ohio): coasts.0: Invalid option`,
    );
  });

  it("name the entry of a list file by its place and name", () => {
    const dir = plantedCopy("species.json", (json) => {
      const list = json as { fishedOn: string[] }[];
      (list[2] as { fishedOn: string[] }).fishedOn = [];
      return list;
    });
    expect(contentFolderProblems(dir)).toEqual([
      {
        file: path.join(dir, "species.json"),
        record: "record 3 (Steelhead)",
        field: "fishedOn",
        message: "must name at least one kind of water",
      },
    ]);
  });

  it("name the species of an opening that does not pass, and a species without one", () => {
    const dir = plantedCopy("species-intros.json", (json) => {
      const intros = json as Record<string, { about: string }>;
      (intros.steelhead as { about: string }).about = "No full stop";
      delete intros.carp;
      return intros;
    });
    expect(contentFolderProblems(dir).map((p) => `${p.record}: ${p.field}: ${p.message}`)).toEqual([
      'record "steelhead": about: must end with a full stop',
      'record "carp": (whole record): is missing: every fish type has an opening',
    ]);
  });

  it("refuse a coastal text on a state without a coast, and a missing profile", () => {
    const dir = plantedCopy("state-profiles/nevada.json", (json) => ({
      ...(json as object),
      coastStations: ["9414290"],
    }));
    rmSync(path.join(dir, "state-profiles", "utah.json"));
    const problems = contentFolderProblems(dir).map(
      (p) => `${path.basename(p.file)}: ${p.field}: ${p.message}`,
    );
    expect(problems).toEqual([
      "nevada.json: coastStations: must be empty for a state without a coast",
      "utah.json: (whole file): is missing: every state has a profile",
    ]);
  });

  it("refuse a profile filed under another state's name", () => {
    const dir = plantedCopy("state-profiles/iowa.json", (json) => ({ ...(json as object), state: "Idaho" }));
    const problems = contentFolderProblems(dir).map((p) => `${path.basename(p.file)}: ${p.message}`);
    expect(problems).toContain("iowa.json: the file of Idaho must be named idaho.json");
  });

  it("serve a state's profile to the pages", () => {
    const content = createContentServices(contentDir);
    expect(content.getStateProfile("Ohio")).toMatchObject({ state: "Ohio", coasts: [], greatLakes: true });
    expect(content.getStateProfile("Narnia")).toBeUndefined();
  });
});
