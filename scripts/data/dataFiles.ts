import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { curatedState } from "#core/curatedStates";
import { stateFromSlug } from "#core/stateSlugs";
import type { VerifyFile } from "#core/verifyRecords";
import { type StandingEntry, standingFileSchema } from "#core/verifyStanding";

// Which data files `npm run data -- verify` reads: every state's file under the data folder, or
// the one of a state named by its slug (`--state new-york`).

export const DATA_DIR = "data/states";

export class DataFilesError extends Error {}

/** The files to check, by path relative to the working folder. */
export async function dataFilePaths(dir: string, stateSlug?: string): Promise<string[]> {
  if (stateSlug !== undefined) {
    const state = stateFromSlug(stateSlug);
    if (!state)
      throw new DataFilesError(
        `"${stateSlug}" is no state's slug (a state's slug is its name in lower case with hyphens, e.g. new-york)`,
      );
    const file = curatedState(state)?.file;
    if (!file) throw new DataFilesError(`${state} has no data file: it is not a state we curate`);
    return [path.join(dir, `${file}.json`)];
  }
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    throw new DataFilesError(`Cannot read ${dir}: ${(error as Error).message}`);
  }
  return names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dir, name));
}

/** A data file's records; a file that is no JSON array stops the check with its name. */
export async function readDataFile(file: string): Promise<VerifyFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new DataFilesError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(json)) throw new DataFilesError(`${file} must hold a JSON array of locations`);
  return { file, records: json };
}

/**
 * The problems that stand: verify-standing.json beside the states' folder (data/verify-standing.json
 * for data/states); none when the file is absent. A file that does not pass its schema stops the
 * check with its name.
 */
export async function readStanding(dir: string): Promise<StandingEntry[]> {
  const file = path.join(path.dirname(path.resolve(dir)), "verify-standing.json");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return [];
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DataFilesError(`${file}: ${(error as Error).message}`);
  }
  const parsed = standingFileSchema.safeParse(json);
  if (!parsed.success)
    throw new DataFilesError(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  return parsed.data;
}
