import { setFlagsFromString } from "node:v8";
import { loadConfig } from "./config.server";
import { openDatabase } from "./db/client.server";
import { prepareDatabase } from "./db/setup";
import { runMain } from "./lifecycle";

// A new embedded database, made, migrated and seeded by a process of its own that then ends
// (decision 043): the web process starts on it as on any existing folder, without keeping the
// memory that making it took. Started by the web process (freshDatabase.ts), not by hand.
async function main() {
  const config = loadConfig();
  // Compiled once for a few seconds of work (initdb's PGlite compiles it again): the baseline
  // compiler alone makes a new folder 1 to 3 s sooner on a busy two-core machine (decision 043).
  setFlagsFromString("--liftoff-only");
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    const { seeded } = await prepareDatabase(database);
    process.stdout.write(`${JSON.stringify({ seeded })}\n`);
  } finally {
    await database.close();
  }
}

runMain(main);
