// npm run locations -- validate|import|export FILE
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatProblem } from "#core/content";
import { CURATED_STATES } from "#core/curatedStates";
import { checkDataset } from "#core/dataset";
import { contentDir, curatedLocationFiles } from "#server/paths";
import { contentFolderProblems } from "#server/services/content";
import { exportLocations, upsertLocations, zoneAt } from "#server/services/locations";
import { announceDataChange, withDatabase } from "./cli";
import { fail, readCommandLine } from "./commandLine";

const usage = `Usage: npm run locations -- <command> FILE

  validate [FILE] check the content files of data/ (profiles, agencies, species, tips) against
                  their schemas, then a locations file (JSON array) against the dataset rules
                  (without FILE: every curated state's file); a state's file
                  (data/states/washington.json) holds that state's spots only
  import FILE     validate, then add new locations and update those with a known name
  export FILE     write every location in the database to FILE (--state NAME: one state's)`;

async function readChecked(file: string) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
  // A state's own file (data/states/{file}.json) holds that state's spots and no other's.
  const state = CURATED_STATES.find((s) => path.basename(file) === `${s.file}.json`)?.state;
  const { records, problems } = checkDataset(json, { state, zoneAt: (lat, lon) => zoneAt(lat, lon) });
  if (problems.length > 0) fail(`${file}: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  return records;
}

const { positionals, values } = readCommandLine(
  { options: { state: { type: "string" } }, allowPositionals: true },
  usage,
);
const [command, file, ...extra] = positionals;
if (!["validate", "import", "export"].includes(command ?? "") || (!file && command !== "validate"))
  fail(usage);
if (extra.length > 0) fail(`Unexpected argument '${extra[0]}'.\n\n${usage}`);

if (command === "validate") {
  const problems = contentFolderProblems(contentDir);
  if (problems.length > 0)
    fail(
      `data/: ${problems.length} problem(s) in the content files\n  ${problems.map(formatProblem).join("\n  ")}`,
    );
  console.log("data/: the content files pass their schemas");
  for (const each of file ? [file] : curatedLocationFiles) {
    const records = await readChecked(each);
    console.log(`${each}: ${records.length} locations, no problems`);
  }
} else if (command === "import" && file) {
  const records = await readChecked(file);
  const { created, updated } = await withDatabase(async (h) => {
    const counts = await upsertLocations(h.db, { records });
    await announceDataChange(h);
    return counts;
  });
  console.log(`Imported ${file}: ${created} new, ${updated} updated`);
} else if (file) {
  const everyRecord = await withDatabase((h) => exportLocations(h.db));
  const state = values.state?.toLowerCase();
  const records = state ? everyRecord.filter((r) => r.state.toLowerCase() === state) : everyRecord;
  await writeFile(file, `${JSON.stringify(records, null, 2)}\n`);
  console.log(`Exported ${records.length} locations to ${file}`);
}
