import { describe, expect, it } from "vitest";
import { CURATED_REGIONS } from "#core/curatedStates";
import { NO_LINKS_OUTSIDE_WEBSITE } from "#core/guides";
import { type GuideFormValues, guideFormFromData, guideFormValues, validateGuideForm } from "./guideForm";

const filled: GuideFormValues = {
  name: "Jo Riverside",
  business: "Riverside Drifters",
  phone: "503-555-0100",
  website: "https://riverside.example.com",
  licenseNumber: "OSMB-1001",
  state: "Oregon",
  about: "Winter steelhead on the Wilson, spring Chinook in the bay.",
  regions: ["North Coast"],
  locationIds: ["4", "9"],
  fishTypes: ["steelhead", "chinook_salmon"],
  tripKinds: ["drift_boat", "bank"],
};

describe("the console's guide form", () => {
  it("shows a stored guide: empty phone and website as empty fields, the waters by id", () => {
    expect(
      guideFormValues({
        ...filled,
        phone: null,
        website: null,
        waters: [{ id: 4 }, { id: 9 }],
      }),
    ).toEqual({ ...filled, phone: "", website: "" });
  });

  it("reads every field from a posted form, lists as every value ticked", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(filled))
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    expect(guideFormFromData(form)).toEqual(filled);
    expect(guideFormFromData(new FormData())).toMatchObject({ name: "", regions: [], tripKinds: [] });
  });

  it("gives the schema's fields: numbers for waters, empty optional fields as null", () => {
    expect(validateGuideForm({ ...filled, phone: " ", website: "" }, CURATED_REGIONS)).toEqual({
      input: expect.objectContaining({
        name: "Jo Riverside",
        phone: null,
        website: null,
        locationIds: [4, 9],
        tripKinds: ["drift_boat", "bank"],
      }),
    });
  });

  it("answers each refused field's first message", () => {
    const outcome = validateGuideForm(
      {
        ...filled,
        name: "J",
        about: "See www.example.com for my trips and prices.",
        fishTypes: [],
        tripKinds: [],
      },
      CURATED_REGIONS,
    );
    expect(outcome).toEqual({
      errors: {
        name: "Name must be at least 2 characters",
        about: NO_LINKS_OUTSIDE_WEBSITE,
        fishTypes: "Please choose at least one fish",
        tripKinds: "Please choose at least one kind of trip",
      },
    });
  });

  it("refuses a region of another state", () => {
    expect(validateGuideForm({ ...filled, regions: ["Puget Sound"] }, CURATED_REGIONS)).toEqual({
      errors: { regions: "Please choose a region of Oregon" },
    });
  });
});
