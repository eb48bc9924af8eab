import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { subscribeToToasts } from "#app/components/ui/use-toast";
import { keepEarlyInput } from "./earlyInput";
import { islandElement } from "./islandElement";
import { ISLANDS, type IslandName, isIslandName } from "./registry";

// React for the islands of a page served as HTML (decision 045): loaded by the page script
// (page.ts) on a visitor's first use of an island, never with the page itself.

// The first toast an island raises brings Radix Toast's region in place of the quiet one; the
// toast waits in the store (use-toast) meanwhile and shows when the region mounts. Its code is
// asked for with the islands' own, since the toast that says "You are offline" needs it there.
const toaster = import("#app/components/ui/toaster");
const stopWaitingForToasts = subscribeToToasts(() => {
  stopWaitingForToasts();
  const slot = document.querySelector<HTMLElement>("[data-island-slot=toaster]");
  if (!slot) return;
  toaster.then(
    ({ Toaster }) => {
      slot.replaceChildren();
      createRoot(slot, { identifierPrefix: "toaster-" }).render(<Toaster />);
    },
    () => {
      // Not loaded (offline before the service worker saved it): the page goes on without toasts.
    },
  );
});

// An island is live only once the toast region's code has come too (or failed to): a toast it
// raises a moment later, "You are offline" among them, must find it here.
const toasterSettled = toaster.then(
  () => {},
  () => {},
);

/** Loads the island's code and starts its root; resolves once the island is committed. */
async function startIsland(
  name: IslandName,
  props: Record<string, unknown>,
  start: (element: ReactNode) => void,
): Promise<void> {
  const [{ default: Component }] = await Promise.all([ISLANDS[name](), toasterSettled]);
  await new Promise<void>((resolve) => start(islandElement(Component, props, resolve)));
}

/** Hydrates an island the server rendered: `data-island` names it, `data-props` holds its props. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`No island named ${name}`);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  const identifierPrefix = element.dataset.idPrefix ?? "";
  let handOverEarlyInput = () => {};
  await startIsland(name, props, (tree) => {
    handOverEarlyInput = keepEarlyInput(element);
    hydrateRoot(element, tree, { identifierPrefix });
  });
  // Live: its own handlers take every event from here on (firstUse.ts), those handed over too.
  element.dataset.islandLive = "";
  handOverEarlyInput();
  tellFocus(element);
  // Its state updated before a held use is given again (a submit reads what was typed).
  flushSync(() => {});
}

/**
 * Focus that came into the island before it was live (the focus itself started it) is told to
 * its handlers, as a hydrated page's would have been: a list that renders more as focus nears
 * its end, a tab chosen when focused.
 */
function tellFocus(island: HTMLElement) {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== island && island.contains(focused))
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true, composed: true }));
}

/** Renders an island the server left out (the install banner: only some visitors see it). */
export async function mountIsland(name: IslandName, container: HTMLElement): Promise<void> {
  const identifierPrefix = `${name}-`;
  await startIsland(name, {}, (tree) => createRoot(container, { identifierPrefix }).render(tree));
}
