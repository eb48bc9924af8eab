import { and, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { fishingLocations } from "../db/schema";
import { type Location, locationColumns } from "./locations";

const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;
// pg_trgm's word_similarity: how closely a typed word matches some word of the text.
// 0.5 lets "tillamok" find "Tillamook" (0.89) without letting "bay" match everything.
const WORD_SIMILARITY = 0.5;

/** Words of a query, lower-cased, without punctuation that would upset to_tsquery. */
export function queryWords(query: string): string[] {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS);
}

/**
 * Product 3: ranked full-text search that forgives typos. Every word must match the
 * location somewhere, either as a (prefix) word of its text or as a near spelling of one.
 */
export async function searchLocations(
  db: Database,
  options: { query: string; state?: string; limit?: number },
): Promise<Location[]> {
  const words = queryWords(options.query);
  if (words.length === 0) return [];
  const t = fishingLocations;
  const document = sql`(${t.name} || ' ' || ${t.searchText})`;
  const wordMatches = words.map(
    (word) =>
      sql`(${t.searchVector} @@ to_tsquery('simple', ${`${word}:*`}) or ${t.searchVector} @@ plainto_tsquery('english', ${word}) or word_similarity(${word}, ${document}) >= ${WORD_SIMILARITY})`,
  );
  const anyWord = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" | ")})`;
  const rank = sql<number>`ts_rank(${t.searchVector}, ${anyWord}) + word_similarity(${options.query.slice(0, MAX_QUERY_LENGTH)}, ${t.name})`;
  const state = options.state ? sql`lower(${t.state}) = lower(${options.state})` : undefined;
  const rows = await db
    .select(locationColumns)
    .from(t)
    .where(and(...wordMatches, state))
    .orderBy(sql`${rank} desc`, t.name)
    .limit(options.limit ?? 100);
  return rows;
}
