import { describe, expect, it } from "vitest";
import {
  EMPTY_LOCATION_FORM,
  locationFormFromData,
  locationFormValues,
  validateLocationForm,
} from "./locationForm";

const filled = {
  ...EMPTY_LOCATION_FORM,
  name: "Eel Lake",
  description: "A long, quiet coastal lake with trout and bass.",
  region: "South Coast",
  bestSeasons: "Mar-Oct",
  accessibility: "Boat ramp and bank access.",
  facilities: "Boat ramp\n\n  Restrooms \n",
  permits: "Oregon angling license.",
  latitude: "43.5850",
  longitude: "-124.1840",
  fishTypes: ["trout", "largemouth_bass"],
};

describe("the console's location form", () => {
  it("reads every field from a posted form, facilities one per line and the featured box", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(filled)) {
      if (Array.isArray(value)) for (const v of value) form.append(name, v);
      else if (typeof value === "string") form.append(name, value);
    }
    form.append("featured", "on");
    expect(locationFormFromData(form)).toEqual({ ...filled, featured: true });
  });

  it("gives the importer's record: lines become facilities, empty optional fields become null", () => {
    const outcome = validateLocationForm(filled);
    expect(outcome).toEqual({
      record: expect.objectContaining({
        name: "Eel Lake",
        facilities: ["Boat ramp", "Restrooms"],
        tideInfo: null,
        imageUrl: null,
        usgsSite: null,
        featured: false,
        state: "Oregon",
      }),
    });
  });

  it("names each refused field once, with the schema's message", () => {
    const outcome = validateLocationForm({
      ...filled,
      name: "E",
      latitude: "",
      usgsSite: "14301500",
      fishTypes: [],
    });
    expect("errors" in outcome && outcome.errors).toEqual({
      name: expect.any(String),
      latitude: "Latitude is required",
      usgsSite: 'usgsSite must be a USGS site id such as "USGS-14301500"',
      fishTypes: "Choose at least one fish type",
    });
  });

  it("shows a stored location as it was saved", () => {
    const { record } = validateLocationForm(filled) as { record: Parameters<typeof locationFormValues>[0] };
    expect(locationFormValues(record)).toEqual({ ...filled, facilities: "Boat ramp\nRestrooms" });
  });
});
