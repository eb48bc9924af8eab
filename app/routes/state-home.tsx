import { data, redirect } from "react-router";
import { NoSpotsStatePage, StateHome, stateHomeMeta } from "#app/components/home/StateHome";
import { loadStateHome } from "#app/components/home/stateHome.server";
import { statePagePath } from "#core/stateAddress";
import { stateFromSlug } from "#core/stateSlugs";
import type { Route } from "./+types/state-home";

// /states/{slug} (docs/product.md "State addresses"): a state's home by its address, for every
// visitor whatever their chosen state. A state without spots answers 200 with a plain page.

// Server HTML with the page script; the search, the directory and the featured spots are islands
// started on first use (decision 045).
export const handle = { islands: true };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return stateHomeMeta(loaderData, matches);
}

export async function loader(args: Route.LoaderArgs) {
  const slug = args.params.slug;
  const state = stateFromSlug(slug) ?? stateFromSlug(slug.toLowerCase());
  // An unknown slug is the site's 404 page (the root error boundary).
  if (!state) throw data(null, { status: 404 });
  // One address per state: /states/Washington is /states/washington.
  if (slug !== slug.toLowerCase()) throw redirect(statePagePath(state), 301);
  return loadStateHome(args, state);
}

export default function StatePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.spotCount === 0) return <NoSpotsStatePage data={loaderData} />;
  return <StateHome data={loaderData} />;
}
