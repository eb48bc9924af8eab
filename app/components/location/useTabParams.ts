import { useCallback } from "react";
import { useSearchParams } from "react-router";
import {
  type AlertsSubTab,
  type LocationTab,
  parseAlertsSubTab,
  parseReviewsSubTab,
  parseTab,
  queryHref,
  type ReviewsSubTab,
  withAlertsTab,
  withReviewsTab,
  withTab,
} from "./locationTabs";

/**
 * The page's tab and the Reviews and Tide Alerts sub-tabs, read from and written to the URL.
 * Each switch is a new history entry (the back button returns to the previous tab) without a
 * reload or a jump to the top of the page; each tab also has a real href for use without
 * JavaScript.
 */
export function useTabParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const go = useCallback(
    (next: (previous: URLSearchParams) => URLSearchParams, replace = false) =>
      setSearchParams(next, { replace, preventScrollReset: true }),
    [setSearchParams],
  );

  return {
    tab: parseTab(searchParams.get("tab")),
    reviewsTab: parseReviewsSubTab(searchParams.get("reviews")),
    alertsTab: parseAlertsSubTab(searchParams.get("alerts")),
    setTab: useCallback((value: LocationTab) => go((p) => withTab(p, value)), [go]),
    setReviewsTab: useCallback(
      (value: ReviewsSubTab, options: { replace?: boolean } = {}) =>
        go((p) => withReviewsTab(p, value), options.replace),
      [go],
    ),
    setAlertsTab: useCallback(
      (value: AlertsSubTab, options: { replace?: boolean } = {}) =>
        go((p) => withAlertsTab(p, value), options.replace),
      [go],
    ),
    tabHref: (value: LocationTab) => queryHref(withTab(searchParams, value)),
    reviewsHref: (value: ReviewsSubTab) => queryHref(withReviewsTab(searchParams, value)),
    alertsHref: (value: AlertsSubTab) => queryHref(withAlertsTab(searchParams, value)),
  };
}
