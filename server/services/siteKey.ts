import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { siteSecrets } from "#server/db/schema";

// The database's own secret (decision 032): made once from strong random bits by migration 0006,
// the same for every process on that database. Each use keys its HMACs with it under a label of
// its own, so no two uses can be confused.

const SITE_KEY = "address_key";

// One read per database: it never changes once the migration made it.
const keys = new WeakMap<Database, Promise<string>>();

async function readKey(db: Database): Promise<string> {
  const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, SITE_KEY));
  if (!row) throw new Error("site_secrets has no address_key: run the migrations");
  return row.value;
}

export function siteKey(db: Database): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}
