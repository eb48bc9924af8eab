import { describe, expect, it } from "vitest";
import { mailtoHref, SUGGESTION_BODY, suggestionMailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("is a bare address without a message", () => {
    expect(mailtoHref("team@fishspots.test")).toBe("mailto:team@fishspots.test");
  });

  it("percent-encodes subject and body (spaces as %20, never +)", () => {
    expect(mailtoHref("a@b.test", { subject: "Hi & bye", body: "a\nb" })).toBe(
      "mailto:a@b.test?subject=Hi%20%26%20bye&body=a%0Ab",
    );
  });
});

// docs/product.md "Suggest by e-mail"
describe("suggestionMailtoHref (subject New Fishing Spot Suggestion)", () => {
  const href = suggestionMailtoHref("team@fishspots.test");
  const params = new URLSearchParams(href.split("?")[1]);

  it("carries the spec's subject word for word", () => {
    expect(href).toContain("subject=New%20Fishing%20Spot%20Suggestion");
    expect(params.get("subject")).toBe("New Fishing Spot Suggestion");
  });

  it.each(["Location name:", "Description:", "Fish types:", "Facilities:", "Special tips:"])(
    "asks for %s",
    (line) => {
      expect(SUGGESTION_BODY).toContain(line);
      expect(params.get("body")).toContain(line);
    },
  );
});
