import { describe, expect, it } from "vitest";
import { cutDescription, SOCIAL_DESCRIPTION_MAX } from "./seo";

// docs/product.md "Page metadata"
describe("cutDescription (social description cut at 200 characters)", () => {
  it.each([
    ["short text stays as it is", "Fall chinook in Tillamook Bay.", "Fall chinook in Tillamook Bay."],
    ["white space is folded", "  Crab \n and   clams ", "Crab and clams"],
    ["exactly 200 characters stay", "a".repeat(200), "a".repeat(200)],
  ])("%s", (_label, input, expected) => {
    expect(cutDescription(input)).toBe(expected);
  });

  it("cuts long text at a word boundary within 200 characters, with an ellipsis", () => {
    const text = "Salmon and steelhead ".repeat(20);
    const cut = cutDescription(text);
    expect(cut.length).toBeLessThanOrEqual(SOCIAL_DESCRIPTION_MAX);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("cuts one long word hard", () => {
    expect(cutDescription("x".repeat(300))).toBe(`${"x".repeat(199)}…`);
  });
});
