import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { countLinks } from "#core/moderation";

// Why a new review is held for an operator's check instead of published (decision 032). A hold
// is not a refusal: an operator publishes what was held by mistake.

export const MAX_LINKS = 2;

// A maintained list (the obscenity package's English set), with its transformers for
// look-alike letters and repeated characters; built once, it is only read after that.
const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export function hasProfanity(text: string): boolean {
  return profanity.hasMatch(text);
}

/**
 * The first reason to hold a written review, as the operators read it, or null to publish it.
 * `repeated`: the same text came from the same address within 24 hours. The name is shown
 * with the text, so it is checked for profanity too.
 */
export function holdReason(review: { text: string; userName: string; repeated: boolean }): string | null {
  if (countLinks(review.text) > MAX_LINKS) return `More than ${MAX_LINKS} links`;
  if (review.repeated) return "The same text from the same address within 24 hours";
  if (hasProfanity(review.text) || hasProfanity(review.userName)) return "Words from the profanity list";
  return null;
}
