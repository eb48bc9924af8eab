// The templates check of `npm run data -- verify` (decision 053): no description reads as
// another's with the names swapped.
//
// Each description is cut into words; the record's own name words, every capitalised word that
// does not open a sentence (the other places and people it names) and every number are masked
// as "_". Two descriptions written from one template then share most of their runs of four
// words ("shingles"), whatever the names put into it; two written apart share a few common
// phrases at most. A pair whose shingle sets overlap by TEMPLATE_JACCARD or more (Jaccard:
// shared shingles over all shingles of the two) is reported.

export const SHINGLE_WORDS = 4;
/**
 * Calibrated on the Oregon, Washington and California files (543 descriptions, 2026-12): their
 * most alike pair scores 0.44 (Alta Lake and Pearrygin Lake, two of Washington's one-sentence
 * descriptions that share "is a stocked rainbow trout lake"), the next 0.37, and no pair of
 * descriptions of 120 characters or more reaches 0.3. A description copied with the names swapped
 * scores about 1; one that keeps three of another's four sentences, about 0.6; two of four, about
 * 0.35. A pair is reported from 0.5.
 */
export const TEMPLATE_JACCARD = 0.5;

const MASK = "_";
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const SMALL_WORDS = new Set(["a", "an", "and", "at", "in", "of", "on", "the", "to", "s"]);

/** The description's words, lower case, with its names and numbers masked. */
export function maskedWords(description: string, name: string): string[] {
  const own = new Set((name.toLowerCase().match(WORD) ?? []).filter((w) => !SMALL_WORDS.has(w)));
  const words: string[] = [];
  let sentenceStart = true;
  let last = 0;
  for (const match of description.matchAll(WORD)) {
    const between = description.slice(last, match.index);
    if (/[.!?:;]/.test(between)) sentenceStart = true;
    last = (match.index ?? 0) + match[0].length;
    const word = match[0];
    const lower = word.toLowerCase();
    const properNoun = !sentenceStart && /^\p{Lu}/u.test(word);
    words.push(own.has(lower) || properNoun || /\p{N}/u.test(word) ? MASK : lower);
    sentenceStart = false;
  }
  return words;
}

/** The runs of SHINGLE_WORDS words, except runs of masks alone (two name lists look alike). */
export function shingles(words: string[]): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    const run = words.slice(i, i + SHINGLE_WORDS);
    if (run.every((w) => w === MASK)) continue;
    found.add(run.join(" "));
  }
  return found;
}

export type TemplateDoc = { id: number; name: string; description: string };
export type TemplatePair = { a: number; b: number; jaccard: number };
export type TemplateFigures = {
  /** Pairs at or above the threshold, most alike first. */
  pairs: TemplatePair[];
  /** The most alike pair's Jaccard, flagged or not. */
  highest: TemplatePair | null;
  /** Across the corpus: the share of shingles that appear in two or more descriptions. */
  repeatedShare: number;
  shingleCount: number;
};

/**
 * Every pair over `threshold`, found through an index from shingle to descriptions: only pairs
 * that share a shingle are ever compared, so 3,000 descriptions take a fraction of a second
 * rather than 4.5 million set comparisons.
 */
export function templatePairs(docs: TemplateDoc[], threshold = TEMPLATE_JACCARD): TemplateFigures {
  const sets = docs.map((d) => shingles(maskedWords(d.description, d.name)));
  const index = new Map<string, number[]>();
  sets.forEach((set, i) => {
    for (const shingle of set) {
      const list = index.get(shingle);
      if (list) list.push(i);
      else index.set(shingle, [i]);
    }
  });
  const pairs: TemplatePair[] = [];
  let highest: TemplatePair | null = null;
  sets.forEach((set, i) => {
    const shared = new Map<number, number>();
    for (const shingle of set) {
      for (const j of index.get(shingle) ?? []) if (j > i) shared.set(j, (shared.get(j) ?? 0) + 1);
    }
    for (const [j, count] of shared) {
      const jaccard = count / (set.size + (sets[j]?.size ?? 0) - count);
      const pair = { a: docs[i]?.id ?? i, b: docs[j]?.id ?? j, jaccard };
      if (!highest || jaccard > highest.jaccard) highest = pair;
      if (jaccard >= threshold) pairs.push(pair);
    }
  });
  let repeated = 0;
  for (const list of index.values()) if (list.length > 1) repeated++;
  return {
    pairs: pairs.sort((p, q) => q.jaccard - p.jaccard),
    highest,
    repeatedShare: index.size === 0 ? 0 : repeated / index.size,
    shingleCount: index.size,
  };
}
