import type { ComponentType } from "react";
import type { IslandName } from "#app/islands/registry";

/**
 * Server HTML for an island of a page served with islands (decision 045): the component as it
 * renders with `props`, inside a box (no box of its own in the layout) that names it and holds
 * its props, so the page script can hydrate exactly this render on first use.
 */
export function Island<Props extends Record<string, unknown>>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
