import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { pageFromList, pageUrl } from "./pagedList";

export type PagedList<T> = {
  /** Every item of the pages loaded so far, in order. */
  items: T[];
  /** The last page loaded says another follows. */
  hasMore: boolean;
  /** The first page is still loading. */
  isPending: boolean;
  /** The first page failed. */
  isError: boolean;
  /** A further page is loading (the items so far stay shown). */
  isLoadingMore: boolean;
};

/**
 * `pages` pages of a list endpoint, each its own query (its key is the URL it GETs), so
 * a further page never refetches the earlier ones. `initial` is the loader's list of the pages
 * shown at first (as many as `pages` on the first render), loaded with one row more than they
 * hold; later pages are fetched.
 */
export function usePagedList<T>({
  listUrl,
  pageSize,
  pages,
  initial,
}: {
  listUrl: string;
  pageSize: number;
  pages: number;
  initial?: readonly T[];
}): PagedList<T> {
  // The pages the loader's list covers: those shown on the first render.
  const [coveredPages] = useState(pages);
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, page) => ({
      queryKey: [pageUrl(listUrl, pageSize, page)],
      initialData: initial && page < coveredPages ? pageFromList(initial, pageSize, page) : undefined,
    })),
  });
  const items: T[] = [];
  let hasMore = false;
  // Pages in order, up to the first one not loaded yet or the one that ends the list.
  for (const result of results) {
    const answer = result.data as T[] | undefined;
    if (!answer) break;
    items.push(...answer.slice(0, pageSize));
    hasMore = answer.length > pageSize;
    if (!hasMore) break;
  }
  return {
    items,
    hasMore,
    isPending: results[0]?.isPending ?? true,
    isError: results[0]?.isError ?? false,
    isLoadingMore: results.slice(1).some((result) => result.isPending),
  };
}
