import { useDocumentMode } from "./documentMode";

/**
 * Whether this page is served as plain HTML, without scripts: a route says so with
 * `handle = { hydrate: false }` (the offline page, decision 014). Controls that need scripts
 * stay out of such pages.
 */
export function usePlainHtml(): boolean {
  return useDocumentMode() === "plain";
}
