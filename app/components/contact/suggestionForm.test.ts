import { describe, expect, it } from "vitest";
import { checkSuggestion, EMPTY_SUGGESTION, firstInvalidField, toSuggestionInput } from "./suggestionForm";

const valid = {
  ...EMPTY_SUGGESTION,
  name: "Hidden Creek Pond",
  description: "Small pond with stocked trout near the trailhead.",
  contactName: "Pat",
  contactEmail: " pat@example.com ",
};

describe("checkSuggestion (the shared location_suggestions schema, in the browser)", () => {
  it("gives the schema's message for every required field of an empty form", () => {
    const check = checkSuggestion(EMPTY_SUGGESTION);
    expect(check).toEqual({
      ok: false,
      errors: {
        name: "Location name must be at least 2 characters",
        description: "Description must be at least 10 characters",
        contactName: "Name must be at least 2 characters",
        contactEmail: "Please enter a valid email address",
      },
    });
  });

  it.each([
    ["a one-letter name", { name: "A" }, "name"],
    ["a short description", { description: "Nice pond" }, "description"],
    ["a one-letter contact name", { contactName: "P" }, "contactName"],
    ["an address without a domain", { contactEmail: "pat@" }, "contactEmail"],
  ])("flags %s on its own field only", (_label, change, field) => {
    const check = checkSuggestion({ ...valid, ...change });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors)).toEqual([field]);
  });

  it("accepts a complete suggestion, trimming the address", () => {
    const check = checkSuggestion({ ...valid, fishTypes: ["trout"], facilities: "Parking" });
    expect(check).toEqual({
      ok: true,
      input: {
        name: "Hidden Creek Pond",
        description: "Small pond with stocked trout near the trailhead.",
        contactName: "Pat",
        contactEmail: "pat@example.com",
        fishTypes: ["trout"],
        facilities: "Parking",
      },
    });
  });
});

describe("toSuggestionInput", () => {
  it("sends no fish types as null, not an empty list", () => {
    expect(toSuggestionInput(valid).fishTypes).toBeNull();
  });
});

describe("firstInvalidField", () => {
  it("follows the form order", () => {
    expect(firstInvalidField({ contactEmail: "x", description: "y" })).toBe("description");
    expect(firstInvalidField({})).toBeUndefined();
  });
});
