import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, type ContentProblem, contentProblems } from "#core/content";
import { fishingTipSchema } from "#core/fishingTips";
import { speciesFileSchema } from "#core/speciesFile";
import { speciesIntrosFileSchema } from "#core/speciesIntros";
import { stateAgenciesFileSchema } from "#core/stateAgencies";
import { profileFileProblem, type StateProfile, stateProfileSchema } from "#core/stateProfiles";
import { stateSlug } from "#core/stateSlugs";
import { US_STATES } from "#core/states";

// The content files of data/ (docs/architecture.md "Content"), each read through its kind's
// schema. Start-up, `npm run locations -- validate` and the tests run this: a file that does not
// pass stops them with the file, the record and the field named.

const PROFILES = "state-profiles";

/** A file of the content folder as a message names it: from the working folder ("data/species.json"). */
function named(dir: string, file: string): string {
  const full = path.resolve(dir, file);
  const relative = path.relative(process.cwd(), full);
  return relative.startsWith("..") ? full : relative.split(path.sep).join("/");
}

function readJson(dir: string, file: string, problems: ContentProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  } catch (error) {
    problems.push({
      file: named(dir, file),
      record: "the file",
      field: "(whole file)",
      message: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

function checkFile(
  dir: string,
  file: string,
  schema: Parameters<typeof contentProblems>[2],
  problems: ContentProblem[],
) {
  const data = readJson(dir, file, problems);
  if (data !== undefined) problems.push(...contentProblems(named(dir, file), data, schema));
  return data;
}

/** Every state's profile, read and checked; the problems of those that do not pass. */
export function readStateProfiles(dir: string): {
  profiles: Map<string, StateProfile>;
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const profiles = new Map<string, StateProfile>();
  const folder = path.join(dir, PROFILES);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort();
  for (const file of files) {
    const data = checkFile(dir, `${PROFILES}/${file}`, stateProfileSchema, problems);
    const parsed = stateProfileSchema.safeParse(data);
    if (!parsed.success) continue;
    const wrongName = profileFileProblem(file, parsed.data);
    if (wrongName) {
      problems.push({
        file: named(dir, `${PROFILES}/${file}`),
        record: `record (${parsed.data.state})`,
        field: "state",
        message: wrongName,
      });
      continue;
    }
    profiles.set(parsed.data.state, parsed.data);
  }
  for (const state of US_STATES) {
    if (!profiles.has(state) && !problems.some((p) => p.file.endsWith(`/${stateSlug(state)}.json`)))
      problems.push({
        file: named(dir, `${PROFILES}/${stateSlug(state)}.json`),
        record: `record (${state})`,
        field: "(whole file)",
        message: "is missing: every state has a profile",
      });
  }
  return { profiles, problems };
}

/** What is wrong with the content folder's files: none when every file passes. */
export function contentFolderProblems(dir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  checkFile(dir, "state-agencies.json", stateAgenciesFileSchema, problems);
  checkFile(dir, "species.json", speciesFileSchema, problems);
  checkFile(dir, "species-intros.json", speciesIntrosFileSchema, problems);
  checkFile(dir, "fishing-tips.json", fishingTipSchema.array(), problems);
  problems.push(...readStateProfiles(dir).problems);
  return problems;
}

/** Stops start-up (or a command) when a content file does not pass, naming what fails. */
export function assertContent(dir: string): void {
  const problems = contentFolderProblems(dir);
  if (problems.length > 0) throw new ContentError(problems);
}
