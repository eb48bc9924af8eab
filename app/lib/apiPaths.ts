import type { QueryClient } from "@tanstack/react-query";
import { formatBox, type MapBox } from "#core/mapBox";

// docs/product.md "API conventions": a query's key starts with the URL it loads, so the default
// query function can GET it. The lists are per selected state ("State selector"), as ?state=.

export const FISH_TYPES_URL = "/api/fish-types";
export const RATINGS_ALL_URL = "/api/locations/ratings/all";
export const FEATURED_URL = "/api/locations/featured";
/** The value of the "Don't care what fish" tab (docs/product.md "Fish directory"). */
export const ALL_FISH = "all";

function withState(path: string, state: string): string {
  return `${path}?state=${encodeURIComponent(state)}`;
}

/** The fish types the state's spots offer: its home's directory tabs. */
export function fishTypesUrl(state: string): string {
  return withState(FISH_TYPES_URL, state);
}

export function featuredUrl(state: string): string {
  return withState(FEATURED_URL, state);
}

/** "all" is GET /api/locations, any other fish type GET /api/locations/fish/{fishType}. */
export function fishListUrl(fishType: string, state: string): string {
  const path =
    fishType === ALL_FISH ? "/api/locations" : `/api/locations/fish/${encodeURIComponent(fishType)}`;
  return withState(path, state);
}

/** GET /api/locations/search/{query}, the query URL-encoded; without a state, in every state. */
export function searchUrl(query: string, state: string | null): string {
  const path = `/api/locations/search/${encodeURIComponent(query)}`;
  return state === null ? path : withState(path, state);
}

export function locationUrl(id: number): string {
  return `/api/locations/${id}`;
}

/**
 * What the map shows of a box at a zoom level, for the selected state or (null) every state
 * (decision 021), of every location or of those with one fish type.
 */
export function mapUrl(box: MapBox, zoom: number, state: string | null, fish?: string): string {
  const inState = state === null ? "" : `&state=${encodeURIComponent(state)}`;
  const url = `/api/map?bbox=${formatBox(box)}&zoom=${zoom}${inState}`;
  return fish ? `${url}&fish=${encodeURIComponent(fish)}` : url;
}

export function locationRatingUrl(id: number): string {
  return `/api/locations/${id}/rating`;
}

export function locationReviewsUrl(id: number): string {
  return `/api/locations/${id}/reviews`;
}

/** POST a reader's report of one review (docs/product.md "Moderation"). */
export function reviewReportsUrl(reviewId: number): string {
  return `/api/reviews/${reviewId}/reports`;
}

/** A spot's Local Guides tab (docs/product.md "Guide listings"); the service worker saves it beside the page. */
export function locationGuidesUrl(locationId: number): string {
  return `/api/locations/${locationId}/guides`;
}

/** POST a reader's report of one guide's listing. */
export function guideReportsUrl(guideId: number): string {
  return `/api/guides/${guideId}/reports`;
}

export function locationAlertsUrl(locationId: number): string {
  return `/api/tide-alerts/location/${locationId}`;
}

export const TIDE_ALERTS_URL = "/api/tide-alerts";

export function tideAlertUrl(id: number): string {
  return `${TIDE_ALERTS_URL}/${id}`;
}

/**
 * Refreshes every query whose URL starts with `path`, whatever its ?state= is: the featured
 * list is cached once per state, and a rating changes all of them.
 */
export function invalidatePath(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const url = query.queryKey[0];
      return typeof url === "string" && (url === path || url.startsWith(`${path}?`));
    },
  });
}

/** A location's recent catches (docs/product.md "What's biting"). */
export function locationCatchesUrl(id: number): string {
  return `/api/locations/${id}/catches`;
}

/** docs/product.md "Problem reports". */
export function problemReportsUrl(locationId: number): string {
  return `/api/locations/${locationId}/problem-reports`;
}
