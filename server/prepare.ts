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
  // Postgres's WebAssembly is compiled here for seconds of work (and again by initdb's PGlite):
  // the baseline compiler alone makes a new folder in about 6 s instead of 10 (decision 043).
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
