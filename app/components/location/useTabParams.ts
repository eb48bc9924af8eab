import { useCallback } from "react";
import { useSearchParams } from "react-router";
import {
  DEFAULT_TAB,
  type LocationTab,
  parseReviewsSubTab,
  parseTab,
  type ReviewsSubTab,
} from "./locationTabs";

/**
 * The page's tab and the Reviews sub-tab, read from and written to the URL. Each switch is a
 * new history entry (the back button returns to the previous tab) without a reload or a jump
 * to the top of the page.
 */
export function useTabParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get("tab"));
  const reviewsTab = parseReviewsSubTab(searchParams.get("reviews"));

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const setTab = useCallback(
    (value: LocationTab) =>
      update((params) => {
        if (value === DEFAULT_TAB) params.delete("tab");
        else params.set("tab", value);
        if (value !== "reviews") params.delete("reviews");
      }),
    [update],
  );

  const setReviewsTab = useCallback(
    (value: ReviewsSubTab, options: { replace?: boolean } = {}) =>
      update((params) => {
        params.set("tab", "reviews");
        if (value === "write") params.set("reviews", "write");
        else params.delete("reviews");
      }, options.replace),
    [update],
  );

  return { tab, reviewsTab, setTab, setReviewsTab };
}
