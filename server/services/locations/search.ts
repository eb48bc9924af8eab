import { and, type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "#server/db/client.server";
import { fishingLocations, searchWords } from "#server/db/schema";
import { type Location, locationColumns } from "./locations";
import { MIN_VOCABULARY_WORD_LENGTH, textWords } from "./searchWords";

const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;
// pg_trgm's word_similarity: how closely a typed word matches a known word.
// 0.5 lets "tillamok" find "Tillamook" (0.89) without letting "bay" match everything.
const WORD_SIMILARITY = 0.5;
/** Known words a misspelt word is searched as, the nearest first. */
const MAX_CORRECTIONS = 8;
/**
 * A query matching more locations than this ranks this many of them. A word such as "lake"
 * matches a quarter of 100,000 waters, all of them equally good answers; ranking every one
 * would cost each such search a full pass over them.
 */
export const MAX_RANKED_CANDIDATES = 500;

/** Words of a query, lower-cased, without punctuation that would upset to_tsquery. */
export function queryWords(query: string): string[] {
  return textWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_WORDS);
}

type WordCorrections = { typed: string; known: boolean; corrections: string[] | null };

/**
 * For each typed word: is it (the start of) a word some location uses, and if not, which known
 * words is it near? One query; the trigram index of search_words answers the second part.
 */
async function correctWords(db: Database, words: string[]): Promise<Map<string, WordCorrections>> {
  const rows = await selectRows<WordCorrections>(
    db,
    sql`
      select typed,
        exists (select 1 from ${searchWords} s where left(s.word, length(typed)) = typed) as known,
        (select array_agg(c.word order by c.similarity desc, c.word) from (
          select s.word, word_similarity(typed, s.word) as similarity from ${searchWords} s
          where typed <% s.word order by similarity desc, s.word limit ${MAX_CORRECTIONS}
        ) c) as corrections
      from json_array_elements_text(${JSON.stringify(words)}::json) as typed`,
  );
  return new Map(rows.map((row) => [row.typed, row]));
}

/**
 * docs/product.md "Search": ranked full-text search that forgives typos. Every word must match the location,
 * as a (prefix) word of its text or its English stem; a word that no location uses is matched
 * as the known words nearest to it by trigrams ("tillamok" as "tillamook"). Every condition is
 * a full-text match that the vector's index answers.
 */
export async function searchLocations(
  db: Database,
  options: { query: string; state?: string; limit?: number },
): Promise<Location[]> {
  return withSearchConditions(db, options, [], async (tx, conditions, words) => {
    const t = fishingLocations;
    const anyWord = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" | ")})`;
    const candidates = tx
      .select({ ...locationColumns, searchVector: t.searchVector })
      .from(t)
      .where(conditions)
      .limit(MAX_RANKED_CANDIDATES)
      .as("candidates");
    const rank = sql`ts_rank(${candidates.searchVector}, ${anyWord}) + word_similarity(${options.query.slice(0, MAX_QUERY_LENGTH)}, ${candidates.name})`;
    const { searchVector: _vector, ...columns } = candidates._.selectedFields;
    return tx
      .select(columns)
      .from(candidates)
      .orderBy(sql`${rank} desc`, candidates.name)
      .limit(options.limit ?? 100);
  });
}

/**
 * How many locations a query finds, in one state or (without `state`) in all of them: the
 * search page's "in all states (N)" (docs/product.md "Search results page"). The same matching
 * as searchLocations, counted without ranking or its bound on candidates.
 */
export async function countSearchMatches(
  db: Database,
  options: { query: string; state?: string },
): Promise<number> {
  return withSearchConditions(db, options, 0, async (tx, conditions) => {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(fishingLocations)
      .where(conditions);
    return Number(row?.count ?? 0);
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The conditions a query's words put on a location, within the transaction that sets the typo
 * threshold: every word must match, as (the start of) a word, its stem, or a known word near it;
 * with `state`, the location must be in it. A query that can match nothing answers `nothing` at
 * once.
 */
async function withSearchConditions<T>(
  db: Database,
  options: { query: string; state?: string },
  nothing: T,
  run: (tx: Transaction, conditions: SQL | undefined, words: string[]) => Promise<T>,
): Promise<T> {
  const words = [...new Set(queryWords(options.query))];
  if (words.length === 0) return nothing;
  const t = fishingLocations;
  return db.transaction(async (tx) => {
    // `<%` reads this threshold; set for this transaction only.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    );
    const checked = await correctWords(
      tx as unknown as Database,
      words.filter((w) => w.length >= MIN_VOCABULARY_WORD_LENGTH),
    );
    // Per word, one tsquery that ORs every way it may match: one index scan, one test a row.
    const wordMatches = [];
    for (const word of words) {
      const ways = [sql`to_tsquery('simple', ${`${word}:*`})`, sql`plainto_tsquery('english', ${word})`];
      const check = checked.get(word);
      if (check && !check.known) {
        // Every word must match: one neither known nor near a known word matches nothing.
        if (!check.corrections?.length) return nothing;
        ways.push(sql`to_tsquery('english', ${check.corrections.join(" | ")})`);
      }
      wordMatches.push(sql`${t.searchVector} @@ (${sql.join(ways, sql` || `)})`);
    }
    const state = options.state ? sql`lower(${t.state}) = lower(${options.state})` : undefined;
    return run(tx, and(...wordMatches, state), words);
  });
}
