// npm run data -- verify [--state SLUG] [--online]
import { loadConfig } from "#server/config.server";
import { sourceUserAgent } from "#server/sources/sourceFetch";
import { createWaterDataClient } from "#server/sources/waterData";
import { fail, readCommandLine } from "./commandLine";
import { DATA_DIR, DataFilesError } from "./data/dataFiles";
import { runVerify } from "./data/verify";

const usage = `Usage: npm run data -- verify [--state SLUG] [--online] [--dir DIR]

  verify          check every record of the data files (${DATA_DIR}/*.json): its fields, place,
                  clock and tide station, and across records duplicates and templated
                  descriptions; prints a table of problems and exits 1 when there is one
  --state SLUG    only that state's file (its slug: new-york)
  --online        also ask USGS of every gauge: it exists, has the stored name, reports
                  discharge (or gage height where it has no discharge) within 7 days;
                  without the network this part is skipped, and says so
  --dir DIR       read the data files from DIR (default ${DATA_DIR}); the problems that stand
                  are read from verify-standing.json beside DIR`;

const { positionals, values } = readCommandLine(
  {
    options: { state: { type: "string" }, online: { type: "boolean" }, dir: { type: "string" } },
    allowPositionals: true,
  },
  usage,
);
const [command, ...extra] = positionals;
if (command !== "verify") fail(usage);
if (extra.length > 0) fail(`Unexpected argument '${extra[0]}'.\n\n${usage}`);

let online: { client: ReturnType<typeof createWaterDataClient> | null } | undefined;
if (values.online) {
  const config = loadConfig();
  online = {
    client: config.waterDataUrl
      ? createWaterDataClient({
          baseUrl: config.waterDataUrl,
          userAgent: sourceUserAgent(config),
          apiKey: config.usgsApiKey,
        })
      : null,
  };
}

try {
  const run = await runVerify({ dir: values.dir ?? DATA_DIR, state: values.state, online, now: Date.now() });
  process.stdout.write(`${run.report}\n`);
  process.exitCode = run.exitCode;
} catch (error) {
  if (error instanceof DataFilesError) fail(error.message);
  throw error;
}
