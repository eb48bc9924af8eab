// Readers' reports and held reviews (docs/product.md "Moderation", decision 032): the words both
// the server and the browser use.

/** What a reader may report a review for, with the label the Report popover shows. */
export const REPORT_REASONS = [
  { value: "spam", label: "Spam or advertising" },
  { value: "offensive", label: "Offensive or abusive" },
  { value: "off-topic", label: "Not about fishing here" },
  { value: "wrong-place", label: "About a different place" },
  { value: "other", label: "Something else" },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

export const REPORT_NOTE_MAX = 500;

/** Different addresses whose reports hide a review until an operator decides. */
export const REPORTS_TO_HIDE = 3;

/** The answer to a review held for a check, and what the form then says. */
export const HELD_REVIEW_MESSAGE = "Thanks! Your review will appear after a quick check.";

/** The answer to a report, and the toast that thanks the reader. */
export const REPORT_THANKS = "Thanks for telling us. Our team will take a look.";

export type ReviewStatus = "published" | "held" | "hidden";

// A web address with its scheme or www., or a bare domain under a common top-level domain (the
// usual form of a spammer's link). One match per link: the first alternative takes the whole
// address, domain included. Reviews' holds and guides' texts count links with the same rule.
const LINK =
  /(?:https?:\/\/|www\.)[^\s<>"]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|ru|cn|xyz|top|site|online|shop|store|club|live)\b(?:\/[^\s<>"]*)?/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
