import { describe, expect, it } from "vitest";
import { guideApplicationSchema, guideUpdateSchema } from "./curatedGuides";
import { dayNumber, GUIDE_LIMITS, NO_LINKS_OUTSIDE_WEBSITE, orderGuideListings, rotateDaily } from "./guides";

// docs/product.md "Local guides".

const application = (overrides: Record<string, unknown> = {}) => ({
  name: "Jo Riverside",
  business: "Riverside Drifters",
  email: "jo@example.com",
  phone: "503-555-0100",
  website: "https://riverside.example.com",
  licenseNumber: "OSMB 12345",
  state: "Oregon",
  regions: ["North Coast"],
  locationIds: [1, 2],
  fishTypes: ["steelhead", "chinook_salmon"],
  tripKinds: ["drift_boat", "bank"],
  about: "Winter steelhead on the Wilson and Trask, spring Chinook in Tillamook Bay.",
  ...overrides,
});

const firstMessage = (input: unknown, path: string) => {
  const result = guideApplicationSchema.safeParse(input);
  return result.error?.issues.find((i) => i.path.join(".") === path)?.message;
};

describe("the daily rotation", () => {
  it("puts each of n guides first on the same number of days over 30 days", () => {
    const start = dayNumber("2027-03-01");
    for (const n of [1, 2, 3, 5, 6, 7]) {
      const guides = Array.from({ length: n }, (_, i) => ({ id: 10 + i, match: "water" as const }));
      const firstDays = new Map<number, number>();
      for (let day = start; day < start + 30; day++) {
        const first = orderGuideListings(guides, day)[0]?.id as number;
        firstDays.set(first, (firstDays.get(first) ?? 0) + 1);
      }
      expect(firstDays.size).toBe(n);
      const counts = [...firstDays.values()];
      // 30 days among n guides: each first on floor(30/n) or ceil(30/n) days.
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it("is the same all day and moves by one place the next day", () => {
    const day = dayNumber("2027-07-04");
    expect(rotateDaily([1, 2, 3, 4], day)).toEqual(rotateDaily([1, 2, 3, 4], day));
    const today = rotateDaily([1, 2, 3, 4], day);
    const tomorrow = rotateDaily([1, 2, 3, 4], day + 1);
    expect(tomorrow).toEqual([...today.slice(1), today[0]]);
  });

  it("does not depend on the order the guides were read in", () => {
    const day = dayNumber("2027-01-15");
    const a = [
      { id: 3, match: "water" as const },
      { id: 1, match: "water" as const },
      { id: 2, match: "water" as const },
    ];
    expect(orderGuideListings(a, day)).toEqual(orderGuideListings([...a].reverse(), day));
  });

  it("lists the named-water guides before the region's, each group rotated on its own", () => {
    const guides = [
      { id: 1, match: "region" as const },
      { id: 2, match: "water" as const },
      { id: 3, match: "region" as const },
      { id: 4, match: "water" as const },
    ];
    for (let day = 0; day < 4; day++) {
      const order = orderGuideListings(guides, day).map((g) => g.match);
      expect(order).toEqual(["water", "water", "region", "region"]);
    }
    expect(orderGuideListings(guides, 0).map((g) => g.id)).toEqual([2, 4, 1, 3]);
    expect(orderGuideListings(guides, 1).map((g) => g.id)).toEqual([4, 2, 3, 1]);
  });

  it("answers nothing for no guides, and counts days from 1970-01-01", () => {
    expect(rotateDaily([], 12)).toEqual([]);
    expect(dayNumber("1970-01-02")).toBe(1);
  });
});

describe("the application", () => {
  it("accepts a complete application, and a form's single values as lists", () => {
    const parsed = guideApplicationSchema.parse(
      application({ phone: "", website: "", regions: "North Coast", locationIds: "7", tripKinds: "fly" }),
    );
    expect(parsed).toMatchObject({
      phone: null,
      website: null,
      regions: ["North Coast"],
      locationIds: [7],
      tripKinds: ["fly"],
    });
  });

  it.each([
    ["name", { name: "J" }, "Name must be at least 2 characters"],
    [
      "about",
      { about: "x".repeat(GUIDE_LIMITS.about.max + 1) },
      "About your trips must be at most 600 characters",
    ],
    ["about", { about: "Book at www.spam-trips.com today!" }, NO_LINKS_OUTSIDE_WEBSITE],
    ["about", { about: "Write to me: fish@guides.net for dates" }, NO_LINKS_OUTSIDE_WEBSITE],
    ["business", { business: "SteelheadTrips.com" }, NO_LINKS_OUTSIDE_WEBSITE],
    ["name", { name: "https://x.example" }, NO_LINKS_OUTSIDE_WEBSITE],
    [
      "website",
      { website: "javascript:alert(1)" },
      "Website must be an address starting with https:// or http://",
    ],
    [
      "website",
      { website: "riverside.example.com" },
      "Website must be an address starting with https:// or http://",
    ],
    ["state", { state: "Atlantis" }, "Please choose a state we cover"],
    ["regions.0", { regions: ["Puget Sound"] }, "Please choose a region of Oregon"],
    ["regions", { regions: [] }, "Please choose at least one region"],
    ["fishTypes.0", { fishTypes: ["shark"] }, "Please choose fish from the list"],
    [
      "tripKinds.0",
      { tripKinds: ["helicopter"] },
      "Trip kinds are drift_boat, jet_boat, bank, ocean_charter, fly",
    ],
    ["email", { email: "not an address" }, "Please enter a valid email address"],
    ["licenseNumber", { licenseNumber: "" }, "Please enter your guide licence or registration number"],
    ["phone", { phone: "call me" }, "Please enter a phone number"],
  ])("refuses a bad %s", (path, overrides, message) => {
    expect(firstMessage(application(overrides), path)).toBe(message);
  });

  it("allows a link in the website field, http or https", () => {
    expect(
      guideApplicationSchema.safeParse(application({ website: "http://riverside.example.com/trips" }))
        .success,
    ).toBe(true);
  });

  it("takes each region, water, fish and trip kind once", () => {
    const parsed = guideApplicationSchema.parse(
      application({
        regions: ["North Coast", "North Coast"],
        locationIds: [2, 2, 3],
        fishTypes: ["salmon", "salmon"],
      }),
    );
    expect(parsed).toMatchObject({ regions: ["North Coast"], locationIds: [2, 3], fishTypes: ["salmon"] });
  });

  it("lets an update change everything but the address", () => {
    const { email: _email, ...update } = application();
    expect(guideUpdateSchema.parse({ ...update, email: "other@example.com" })).not.toHaveProperty("email");
  });
});
