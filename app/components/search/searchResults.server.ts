import type { AppLoadContext } from "react-router";
import { orNull } from "#app/lib/loaderSafe";

/**
 * A search's first page on the server, for both search addresses: the results, and the ratings
 * of their cards only (the browser completes the list, decision 020).
 */
export async function loadSearchResults(
  { services, logger }: Pick<AppLoadContext, "services" | "logger">,
  query: string,
  state: string,
) {
  const results = await orNull(services.searchLocations({ query, state }), logger, "search results");
  const ratings = await orNull(
    services.listAverageRatingsFor({ locationIds: (results ?? []).map((location) => location.id) }),
    logger,
    "average ratings",
  );
  return { results, ratings };
}
