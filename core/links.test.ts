import { describe, expect, it } from "vitest";
import { countLinks } from "./links";

// decision 032: a review with more than two links is held; a team note may carry none.

describe("countLinks", () => {
  it.each([
    ["Crabbing was great off the dock today.", 0],
    ["See https://example.com/deals and www.cheap-gear.net", 2],
    ["buy at bestlures.shop/now or spam.ru", 2],
    ["The 3.5 mile trail ends at the jetty. Try the No. 2 spinner.", 0],
    ["http://a.example/x http://b.example/y https://c.example", 3],
  ])("%s has %i", (text, count) => {
    expect(countLinks(text)).toBe(count);
  });
});
