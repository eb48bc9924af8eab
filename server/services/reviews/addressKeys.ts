import { createHmac } from "node:crypto";
import type { Database } from "#server/db/client.server";
import { siteKey } from "../siteKey";

/**
 * A visitor's address as a keyed hash (decision 032): the same address always gives the same
 * key, so reports and repeated reviews can be counted per address, but the table alone does not
 * give the addresses back (there are only 2^32 IPv4 addresses to try against a plain hash).
 */
export async function addressKey(db: Database, address: string): Promise<string> {
  return createHmac("sha256", await siteKey(db))
    .update(`address:${address}`)
    .digest("base64url");
}

/** A review's text as a key: case and spacing do not make a repeated text new. */
export async function textKey(db: Database, text: string): Promise<string> {
  const normalized = text.toLowerCase().replace(/\s+/g, " ").trim();
  return createHmac("sha256", await siteKey(db))
    .update(`text:${normalized}`)
    .digest("base64url");
}
