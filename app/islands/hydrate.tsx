import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { islandElement } from "./islandElement";
import { ISLANDS, type IslandName, isIslandName } from "./registry";

// React for the islands of a page served as HTML (decision 045): loaded by the page script
// (page.ts) on a visitor's first use of an island, never with the page itself.

/** Loads the island's code and starts its root; resolves once the island is committed. */
async function startIsland(
  name: IslandName,
  props: Record<string, unknown>,
  start: (element: ReactNode) => void,
): Promise<void> {
  const { default: Component } = await ISLANDS[name]();
  await new Promise<void>((resolve) => start(islandElement(Component, props, resolve)));
}

/** Hydrates an island the server rendered: `data-island` names it, `data-props` holds its props. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`No island named ${name}`);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  const identifierPrefix = element.dataset.idPrefix ?? "";
  await startIsland(name, props, (tree) => hydrateRoot(element, tree, { identifierPrefix }));
}

/** Renders an island the server left out (the install banner: only some visitors see it). */
export async function mountIsland(name: IslandName, container: HTMLElement): Promise<void> {
  const identifierPrefix = `${name}-`;
  await startIsland(name, {}, (tree) => createRoot(container, { identifierPrefix }).render(tree));
}
