import type { AppLoadContext } from "react-router";
import { orNull } from "#app/lib/loaderSafe";
import { asksAllStates, stateShownFor } from "#core/stateAddress";

/**
 * What a search address asks for (docs/product.md "Search results page"): its state's spots
 * first (the address's, else the visitor's), or every state's with `?state=all`.
 */
export function searchScope(request: Request): { state: string; allStates: boolean } {
  return { state: stateShownFor(request), allStates: asksAllStates(new URL(request.url).search) };
}

/**
 * A search's first page on the server, for both search addresses: the results in its scope, the
 * ratings of their cards only (the browser completes the list, decision 020), and how many spots
 * it finds there and in all states (the "in all states (N)" link).
 */
export async function loadSearchResults(
  { services, logger }: Pick<AppLoadContext, "services" | "logger">,
  query: string,
  { state, allStates }: { state: string; allStates: boolean },
) {
  const inScope = allStates ? undefined : state;
  const [results, found, foundInAllStates] = await Promise.all([
    orNull(services.searchLocations({ query, state: inScope }), logger, "search results"),
    orNull(services.countSearchMatches({ query, state: inScope }), logger, "search count"),
    allStates ? null : orNull(services.countSearchMatches({ query }), logger, "search count in all states"),
  ]);
  const ratings = await orNull(
    services.listAverageRatingsFor({ locationIds: (results ?? []).map((location) => location.id) }),
    logger,
    "average ratings",
  );
  return { results, ratings, counts: { found, inAllStates: allStates ? found : foundInAllStates } };
}
