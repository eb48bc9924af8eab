import { StateHome, stateHomeMeta, stateHomeTitle } from "#app/components/home/StateHome";
import { loadStateHome } from "#app/components/home/stateHome.server";
import { stateShownFor } from "#core/stateAddress";
import type { Route } from "./+types/home";

// `/` (docs/product.md "Home page"): the home of the visitor's chosen state (the selectedState
// cookie, mirror of the local-storage preference); `/states/{slug}` shows a state by its address.

// docs/product.md "Page metadata": the home page's title, for Oregon, the default.
export const HOME_TITLE = stateHomeTitle("Oregon");

// Server HTML with the page script; the search, the directory and the featured spots are islands
// started on first use (decision 045).
export const handle = { islands: true };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return stateHomeMeta(loaderData, matches);
}

export async function loader(args: Route.LoaderArgs) {
  return loadStateHome(args, stateShownFor(args.request));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <StateHome data={loaderData} />;
}
