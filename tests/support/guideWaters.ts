import { makeLocation } from "./factories";

/**
 * The spots the guides suites list guides on: two rivers of one Oregon region (a named water and
 * another of its region), a spot of another region, and a Washington bay (a region of another
 * state).
 */
export function guideWaters() {
  return [
    makeLocation({
      name: "Wilson River",
      region: "North Coast",
      latitude: "45.4800",
      longitude: "-123.7500",
    }),
    makeLocation({
      name: "Nestucca River",
      region: "North Coast",
      latitude: "45.2400",
      longitude: "-123.8600",
    }),
    makeLocation({ name: "Detroit Lake", region: "Willamette Valley" }),
    makeLocation({
      name: "Elliott Bay",
      state: "Washington",
      region: "Puget Sound",
      latitude: "47.6000",
      longitude: "-122.3600",
      permits: "Washington fishing license.",
      coordinatesSource: "Test fixture coordinates",
    }),
  ];
}
