import { isExternalMapUrl, MAP_PAGE_PATH } from "./mapLinks";

/**
 * docs/product.md "External map services": any attempt to open an external map service goes to
 * our own /map page. One listener for the whole document, so a link to a map service anywhere (a
 * future component, a third-party widget, a description) lands on /map instead. It listens in the
 * capture phase, before React Router's own link handling. `go` opens /map in this tab: the
 * router's navigation on a hydrated page, a plain page load on a page served with islands.
 * Returns the function that stops listening.
 */
export function listenForExternalMapLinks(go: (path: string) => void): () => void {
  function redirect(event: MouseEvent) {
    if (event.defaultPrevented || (event.type === "auxclick" && event.button !== 1)) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement | SVGAElement>("a[href]");
    if (!link) return;
    const href = link instanceof HTMLAnchorElement ? link.href : link.href.baseVal;
    if (!isExternalMapUrl(href, document.baseURI)) return;
    event.preventDefault();
    // A click that would have opened a new tab or window opens /map there instead.
    const newContext =
      event.button === 1 ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      (link.getAttribute("target") ?? "_self") !== "_self";
    if (newContext) window.open(MAP_PAGE_PATH, "_blank", "noopener");
    else go(MAP_PAGE_PATH);
  }
  document.addEventListener("click", redirect, true);
  // The middle button fires auxclick, not click.
  document.addEventListener("auxclick", redirect, true);
  return () => {
    document.removeEventListener("click", redirect, true);
    document.removeEventListener("auxclick", redirect, true);
  };
}
