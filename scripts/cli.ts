import { loadConfig } from "../server/config.server";
import { notifyDataChanged } from "../server/db/changeFeed.server";
import { type DatabaseHandle, openDatabase } from "../server/db/client.server";
import { prepareDatabase } from "../server/db/setup";

/**
 * Opens the database the server would use (DATABASE_URL or the embedded one under DATA_DIR),
 * migrated but not seeded. The embedded database belongs to one process: stop the server first.
 */
export async function withDatabase<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(handle, { seedFile: null });
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

/**
 * After a change to the data: every web process serving this database drops its rendered
 * pages (decision 018), so the change shows at once rather than within a minute.
 */
export async function announceDataChange(handle: DatabaseHandle): Promise<void> {
  await notifyDataChanged(handle.db, "operator-tool");
}
