// What counts as a web address in text visitors and operators write: a held review's links
// (decision 032), and the links a spot's team note (docs/product.md "Fishing tips tab") and a
// guide's texts outside the website field ("Local guides") may not carry.

// A web address with its scheme or www., or a bare domain under a common top-level domain (the
// usual form of a spammer's link). One match per link: the first alternative takes the whole
// address, domain included.
const LINK =
  /(?:https?:\/\/|www\.)[^\s<>"]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|ru|cn|xyz|top|site|online|shop|store|club|live)\b(?:\/[^\s<>"]*)?/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
