// Long lists a page at a time (docs/product.md "API conventions": lists take limit and offset). Each page
// asks for one row more than it shows, so the answer itself tells whether another page follows;
// the API needs no count. Pure functions: the hook and the loaders share them.

/** The URL of one page of a list endpoint (`listUrl` may already carry a query, e.g. ?state=). */
export function pageUrl(listUrl: string, pageSize: number, page: number): string {
  const separator = listUrl.includes("?") ? "&" : "?";
  const offset = page * pageSize;
  return `${listUrl}${separator}limit=${pageSize + 1}${offset > 0 ? `&offset=${offset}` : ""}`;
}

/**
 * One page's answer cut from a loader's list of its first pages (loaded with one row more than
 * they hold, as pageUrl asks): a page past the list's end is known to be empty.
 */
export function pageFromList<T>(list: readonly T[], pageSize: number, page: number): T[] {
  const start = page * pageSize;
  return list.slice(start, start + pageSize + 1);
}

/**
 * How many items a list shows: the `shown` search parameter of a page URL, in whole pages, at
 * least one page and at most `max` (the no-JavaScript "Show more" links carry it).
 */
export function shownFromParam(value: string | null, pageSize: number, max: number): number {
  const requested = Number(value);
  if (!Number.isInteger(requested) || requested <= pageSize) return pageSize;
  return Math.min(Math.ceil(requested / pageSize) * pageSize, Math.floor(max / pageSize) * pageSize);
}
