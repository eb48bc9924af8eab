import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { searchWords } from "#server/db/schema";

// The vocabulary search corrects typos against (decision 020): every word of the locations'
// searchable text. It only grows; a word no location uses any more costs nothing but a row.

/** Shorter words are not compared by trigrams: one or two letters are near far too much. */
export const MIN_VOCABULARY_WORD_LENGTH = 3;

/** Words of a text, lower-cased, split at anything but letters and digits. */
export function textWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The vocabulary words of a location's searchable text (its name and search text). */
export function vocabularyWords(text: string): string[] {
  return [...new Set(textWords(text).filter((w) => w.length >= MIN_VOCABULARY_WORD_LENGTH))];
}

/** Adds words to the vocabulary; call it in the transaction of every location write. */
export async function addSearchWords(db: Database, words: Iterable<string>): Promise<void> {
  const distinct = [...new Set(words)];
  if (distinct.length === 0) return;
  await db.execute(
    sql`insert into ${searchWords} (word) select json_array_elements_text(${JSON.stringify(distinct)}::json) on conflict do nothing`,
  );
}
