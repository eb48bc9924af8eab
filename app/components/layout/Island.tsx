import { type ComponentType, useId } from "react";
import { useLocation } from "react-router";
import type { IslandPageProps } from "#app/islands/IslandPage";
import { islandElement } from "#app/islands/islandElement";
import { useIslandHtml } from "#app/islands/islandHtml";
import type { IslandName } from "#app/islands/registry";
import { usePageConfig } from "#app/lib/pageConfig";
import { useSelectedState } from "#app/lib/selectedStateContext";

/** The page as an island that reads the router, the chosen state or the settings is given it (IslandPage). */
export function useIslandPage(): IslandPageProps {
  const { pathname, search } = useLocation();
  const { selectedState } = useSelectedState();
  return { pathname, search, selectedState, config: usePageConfig() };
}

/**
 * Server HTML for an island of a page served with islands (decision 045): the component rendered
 * with `props` as a React root of its own, inside a box (no box of its own in the layout) that
 * names it and holds its props and its ids' prefix, so the page script can hydrate exactly this
 * render. It starts on first use (a pointer over it, focus, a press, a change), or when a part of
 * it that starts when near comes near.
 */
export function Island<Props extends Record<string, unknown>>({
  name,
  component,
  props,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}) {
  const renderHtml = useIslandHtml();
  // Unique in the page, and the same for the same render: the island's ids never meet the page's.
  const idPrefix = `${name}${useId().replaceAll(/[^\w]/g, "")}-`;
  const html = renderHtml(
    islandElement(component as ComponentType<Record<string, unknown>>, props),
    idPrefix,
  );
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-id-prefix={idPrefix}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the island
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
