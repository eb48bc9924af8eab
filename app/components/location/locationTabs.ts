import { CREATED_PARAM } from "./locationForms";

// docs/product.md "Location tabs": overview, fishing-tips, guides, tides, reviews, tide-alerts;
// Reviews sub-tabs reviews and write; Alerts sub-tabs existing and new. The active tab lives in the
// URL (?tab=, ?reviews=, ?alerts=) so a link opens it, the server renders it and the back button
// returns to the previous one.

export const LOCATION_TABS = [
  { value: "overview", label: "Overview" },
  { value: "fishing-tips", label: "Fishing Tips" },
  { value: "guides", label: "Local Guides" },
  { value: "tides", label: "Weather & Tides" },
  { value: "reviews", label: "Reviews" },
  { value: "tide-alerts", label: "Tide Alerts" },
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

export type AlertsSubTab = "existing" | "new";

export function parseAlertsSubTab(value: string | null): AlertsSubTab {
  return value === "new" ? "new" : "existing";
}

// The URL of each tab: the current query with the tab changed. A success notice (?created=)
// belongs to the post that led here, not to the next tab.
type ParamsChange = (params: URLSearchParams) => void;

function changed(previous: URLSearchParams, change: ParamsChange): URLSearchParams {
  const next = new URLSearchParams(previous);
  next.delete(CREATED_PARAM);
  change(next);
  return next;
}

export function withTab(previous: URLSearchParams, value: LocationTab): URLSearchParams {
  return changed(previous, (params) => {
    if (value === DEFAULT_TAB) params.delete("tab");
    else params.set("tab", value);
    if (value !== "reviews") params.delete("reviews");
    if (value !== "tide-alerts") params.delete("alerts");
  });
}

export function withReviewsTab(previous: URLSearchParams, value: ReviewsSubTab): URLSearchParams {
  return changed(previous, (params) => {
    params.set("tab", "reviews");
    if (value === "write") params.set("reviews", "write");
    else params.delete("reviews");
  });
}

export function withAlertsTab(previous: URLSearchParams, value: AlertsSubTab): URLSearchParams {
  return changed(previous, (params) => {
    params.set("tab", "tide-alerts");
    if (value === "new") params.set("alerts", "new");
    else params.delete("alerts");
  });
}

/** A link's href for a query; an empty query links to the bare page. */
export function queryHref(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : "?";
}
