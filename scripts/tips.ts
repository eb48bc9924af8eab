// npm run tips -- validate [FILE]
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CURATED_STATES } from "#core/curatedStates";
import { checkDataset } from "#core/dataset";
import { checkFishingTips, requiredTipPairs } from "#core/fishingTips";
import { curatedLocationFiles, fishingTipsFile } from "#server/paths";
import { fail, readCommandLine } from "./commandLine";

// The same files the server reads, wherever the command is run from.
const DEFAULT_FILE = path.relative(process.cwd(), fishingTipsFile);

const usage = `Usage: npm run tips -- validate [FILE]

  validate [FILE]   check the Fishing Tips content (${DEFAULT_FILE} unless FILE is given)
                    against the curated spots of data/states/: one tip for each fish type on
                    each kind of water our spots offer it on, each text of use and our own`;

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

const { positionals } = readCommandLine({ options: {}, allowPositionals: true }, usage);
const [command, file = DEFAULT_FILE, ...extra] = positionals;
if (command !== "validate") fail(usage);
if (extra.length > 0) fail(`Unexpected argument '${extra[0]}'.\n\n${usage}`);

const spots = [];
for (const [index, state] of CURATED_STATES.entries()) {
  const stateFile = path.relative(process.cwd(), curatedLocationFiles[index] as string);
  const { records, problems } = checkDataset(await readJson(stateFile), { state: state.state });
  if (problems.length > 0) fail(`${stateFile} has problems; run npm run locations -- validate ${stateFile}`);
  spots.push(...records);
}
const { tips, problems } = checkFishingTips(await readJson(file), spots);
if (problems.length > 0) fail(`${file}: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
console.log(
  `${file}: ${tips.length} tips for the ${requiredTipPairs(spots).size} fish and water pairs of ${spots.length} spots, no problems`,
);
