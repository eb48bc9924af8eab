import type { AppLoadContext } from "react-router";
import type { WaterChoice } from "#app/components/guides/guideFormValues";
import { CURATED_STATE_NAMES, curatedState } from "#core/curatedStates";
import { stateParam } from "#core/stateSlugs";

// Shared by the guides' form pages (docs/product.md "Guide application"): the state the address
// names and the waters a guide of that state may name.

/** `?state=` as a curated state's name (a slug or a name), else the first curated state. */
export function guideStateFrom(url: URL, fallback?: string): string {
  const asked = url.searchParams.get("state");
  const named = asked ? stateParam(asked) : fallback;
  return named && curatedState(named) ? named : CURATED_STATE_NAMES[0];
}

export function waterChoices(
  context: Pick<AppLoadContext, "services">,
  state: string,
): Promise<WaterChoice[]> {
  return context.services.listGuideWaterChoices({ state });
}
