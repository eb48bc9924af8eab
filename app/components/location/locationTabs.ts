// Spec 4 "Location page tabs: overview, fishing-tips, guides, tides, reviews, tide-alerts.
// Reviews sub-tabs: reviews, write." The active tab lives in the URL (?tab=, ?reviews=) so a
// link opens it, the server renders it and the back button returns to the previous one.
// The Tide Alerts tab is left out until it is built: no half-made tab ships.

export const LOCATION_TABS = [
  { value: "overview", label: "Overview" },
  { value: "fishing-tips", label: "Fishing Tips" },
  { value: "guides", label: "Local Guides" },
  { value: "tides", label: "Weather & Tides" },
  { value: "reviews", label: "Reviews" },
] as const;

export type LocationTab = (typeof LOCATION_TABS)[number]["value"];
export const DEFAULT_TAB: LocationTab = "overview";

export function parseTab(value: string | null): LocationTab {
  return LOCATION_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_TAB;
}

export type ReviewsSubTab = "reviews" | "write";

export function parseReviewsSubTab(value: string | null): ReviewsSubTab {
  return value === "write" ? "write" : "reviews";
}
