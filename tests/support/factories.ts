import type { LocationRecord } from "#core/schemas";

let counter = 0;

/** A valid curated-location record; override only what a test is about. */
export function makeLocation(overrides: Partial<LocationRecord> = {}): LocationRecord {
  counter++;
  return {
    name: `Test Water ${counter}`,
    description: "A test fishing location with plenty of water.",
    state: "Oregon",
    region: "Willamette Valley",
    fishTypes: ["trout", "rainbow_trout"],
    bestSeasons: "Apr-Jun",
    accessibility: "Reached by a paved road.",
    facilities: ["Parking"],
    permits: "Oregon angling license. Check current ODFW regulations.",
    latitude: "44.5000",
    longitude: "-122.5000",
    tideInfo: null,
    featured: false,
    imageUrl: null,
    ...overrides,
  };
}

/** A tidal estuary whose tide station is Garibaldi (spec's station table), for alert tests. */
export function makeTidalLocation(overrides: Partial<LocationRecord> = {}): LocationRecord {
  return makeLocation({
    name: "Tillamook Bay",
    region: "North Coast",
    latitude: "45.5400",
    longitude: "-123.9100",
    tideInfo: "Tidal estuary; fish the incoming tide.",
    ...overrides,
  });
}

let reviewsMade = 0;

/** Each with its own text: the same text twice from one address is held for a check (decision 032). */
export function makeReview(overrides: Record<string, unknown> = {}) {
  reviewsMade += 1;
  return {
    userName: "Casey Angler",
    rating: 4,
    reviewText: `Good morning bite, trip ${reviewsMade}.`,
    ...overrides,
  };
}

export function makeTideAlert(overrides: Record<string, unknown> = {}) {
  return {
    email: "jane.doe@example.com",
    phoneNumber: "",
    latitude: "45.5400",
    longitude: "-123.9100",
    locationName: "Tillamook Bay",
    highTideAlert: true,
    lowTideAlert: false,
    optimalConditionsAlert: true,
    emailAlerts: true,
    smsAlerts: false,
    pushNotifications: false,
    minAlertInterval: 3600,
    active: true,
    userId: null,
    ...overrides,
  };
}
