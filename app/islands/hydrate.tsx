import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ISLANDS, type IslandName, isIslandName } from "./registry";

// React for the islands of a page served as HTML (decision 045): loaded by the page script
// (page.ts) on a visitor's first use of an island, never with the page itself.

/** Calls `done` once its children are committed: the island is live. */
function Committed({ done, children }: { done: () => void; children: React.ReactNode }) {
  useEffect(() => done(), [done]);
  return children;
}

async function render(
  name: IslandName,
  props: Record<string, unknown>,
  start: (node: React.ReactNode) => void,
) {
  const { default: Component } = await ISLANDS[name]();
  await new Promise<void>((resolve) => {
    start(
      <StrictMode>
        <Committed done={resolve}>
          <Component {...props} />
        </Committed>
      </StrictMode>,
    );
  });
}

/** Hydrates an island the server rendered: `data-island` names it, `data-props` holds its props. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`No island named ${name}`);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  await render(name, props, (node) => hydrateRoot(element, node));
}

/** Renders an island the server left out (the install banner: only some visitors see it). */
export async function mountIsland(name: IslandName, container: HTMLElement): Promise<void> {
  await render(name, {}, (node) => createRoot(container).render(node));
}
