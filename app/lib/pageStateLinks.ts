import { useMatches } from "react-router";
import type { StateLinks } from "#core/stateLinks";

/**
 * The links of the state a page is about when its address names none: a spot's page gives its
 * spot's state's (its loader's `stateLinks`), whatever the visitor chose
 * (docs/product.md "State selector"). Undefined on every other page, where the root's choice stands.
 */
export function usePageStateLinks(): StateLinks | undefined {
  return useMatches()
    .filter((match) => match.id !== "root")
    .map((match) => (match.data as { stateLinks?: StateLinks } | undefined)?.stateLinks)
    .findLast((links) => links !== undefined);
}
