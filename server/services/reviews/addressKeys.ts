import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { siteSecrets } from "#server/db/schema";

const ADDRESS_KEY = "address_key";

// One read of the key per database: it never changes once migration 0006 made it.
const keys = new WeakMap<Database, Promise<string>>();

async function readKey(db: Database): Promise<string> {
  const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, ADDRESS_KEY));
  if (!row) throw new Error("site_secrets has no address_key: run the migrations");
  return row.value;
}

/**
 * A visitor's address as a keyed hash (decision 032): the same address always gives the same
 * key, so reports and repeated reviews can be counted per address, but the table alone does not
 * give the addresses back (there are only 2^32 IPv4 addresses to try against a plain hash).
 */
export async function addressKey(db: Database, address: string): Promise<string> {
  return createHmac("sha256", await keyFor(db))
    .update(`address:${address}`)
    .digest("base64url");
}

/** A review's text as a key: case and spacing do not make a repeated text new. */
export async function textKey(db: Database, text: string): Promise<string> {
  const normalized = text.toLowerCase().replace(/\s+/g, " ").trim();
  return createHmac("sha256", await keyFor(db))
    .update(`text:${normalized}`)
    .digest("base64url");
}

function keyFor(db: Database): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}
