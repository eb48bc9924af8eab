import { useMatches, useRouteLoaderData } from "react-router";

/**
 * How a page reaches the browser (decision 045):
 * - "hydrated": React Router's scripts hydrate the whole document (the default);
 * - "islands": server HTML with the small page script (app/islands/page.ts), which hydrates only
 *   the parts that need React (the header's state list, the install banner) when first used;
 *   a route asks for it with `handle = { islands: true }`;
 * - "plain": no scripts at all (`handle = { hydrate: false }`, the offline page).
 * Only a server render can be "islands": React Router renders in a browser only on a hydrated
 * page (a link followed there renders the next route the same way), and only a production build
 * has the page script; without it every page hydrates.
 */
export type DocumentMode = "hydrated" | "islands" | "plain";

type PageHandle = { hydrate?: boolean; islands?: boolean } | undefined;

export function useDocumentMode(): DocumentMode {
  const matches = useMatches();
  const pageScript = usePageScript();
  const handles = matches.map((match) => match.handle as PageHandle);
  if (handles.some((handle) => handle?.hydrate === false)) return "plain";
  const islands = handles.some((handle) => handle?.islands === true);
  return islands && pageScript && typeof document === "undefined" ? "islands" : "hydrated";
}

/** The page script's address in this build, from the root's data; null when there is none. */
export function usePageScript(): string | null {
  return useRouteLoaderData<{ pageScript?: string | null }>("root")?.pageScript ?? null;
}
