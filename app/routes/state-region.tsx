import { Map as MapIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Island, useIslandPage } from "#app/components/layout/Island";
import { PageHeader } from "#app/components/layout/PageHeader";
import { Section } from "#app/components/layout/Section";
import { cardData } from "#app/components/locations/cardData";
import { ALL_CARDS_PARAM, REGION_FIRST_CARDS, RegionCards } from "#app/components/locations/RegionCards";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { SearchBar } from "#app/components/search/SearchBar";
import { RegionSpotsIsland, SearchBarIsland } from "#app/islands/StateHomeIslands";
import { useDocumentMode } from "#app/lib/documentMode";
import { orNull } from "#app/lib/loaderSafe";
import { breadcrumbs, pageMeta, publicUrlFrom } from "#app/lib/seo";
import { curatedState } from "#core/curatedStates";
import { regionFromSlug } from "#core/regionPages";
import { regionPagePath, statePagePath, withStateParam } from "#core/stateAddress";
import { stateFromSlug } from "#core/stateSlugs";
import type { Route } from "./+types/state-region";

// /states/{slug}/{region} (docs/product.md "State addresses"): one region's spots, by name, and
// the state's other regions. The footer's regions column links here.

// A region holds a few dozen spots, some over a hundred; the page lists them all, the first
// ones in its HTML (RegionCards).
const REGION_LIMIT = 500;

// Server HTML with the page script, as a state's home: the search and the spots' cards (their
// rate and info buttons) are islands started on first use (decision 045).
export const handle = { islands: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const state = stateFromSlug(params.slug);
  const region = state ? regionFromSlug(state, params.region) : undefined;
  if (!state || !region) throw data(null, { status: 404 });
  const { services, logger } = context;
  const spots =
    (await orNull(
      services.findRegionLocations({ state, regions: region.regions, limit: REGION_LIMIT }),
      logger,
      "the region's spots",
    )) ?? [];
  const ratings = await orNull(
    services.listAverageRatingsFor({ locationIds: spots.map((spot) => spot.id) }),
    logger,
    "average ratings",
  );
  // The state's other regions come with the data, so the page's code carries no curated-states table.
  const otherRegions = (curatedState(state)?.regions ?? []).filter((name) => name !== region.name);
  // As their cards need them: the island carries every spot of the region.
  // ?all=1 (the list's own link, for a visitor without JavaScript): every card in the HTML.
  const allCards = new URL(request.url).searchParams.has(ALL_CARDS_PARAM);
  const firstCards = allCards ? spots.length : REGION_FIRST_CARDS;
  return { state, region: region.name, spots: spots.map(cardData), ratings, otherRegions, firstCards };
}

function trailOf(state: string, region: string) {
  return [
    { name: state, path: statePagePath(state) },
    { name: region, path: regionPagePath(state, region) },
  ];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { state, region, spots } = loaderData;
  const path = regionPagePath(state, region);
  const base = publicUrlFrom(matches);
  return pageMeta({
    title: `${region} Fishing Spots, ${state} - Fish Spots`,
    description: `${spots.length} fishing ${spots.length === 1 ? "spot" : "spots"} in ${region}, ${state}: fish types, best seasons, facilities, tides and angler ratings.`,
    path,
    matches,
    noindex: spots.length === 0,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: `Fishing spots in ${region}, ${state}`,
        numberOfItems: spots.length,
        itemListElement: spots.map((spot, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: spot.name,
          url: `${base}/locations/${spot.id}`,
        })),
      },
      breadcrumbs(matches, trailOf(state, region)),
    ],
  });
}

export default function RegionPage({ loaderData }: Route.ComponentProps) {
  const { state, region, spots, ratings, otherRegions: others, firstCards } = loaderData;
  useAverageRatings(ratings ?? undefined, { partial: true });
  const islands = useDocumentMode() === "islands";
  const page = useIslandPage();
  const label = `Fishing spots in ${region}`;
  return (
    <>
      <PageHeader
        trail={trailOf(state, region)}
        title={`${region} fishing spots`}
        lead={`${spots.length} ${spots.length === 1 ? "spot" : "spots"} in ${region}, ${state}, by name.`}
      >
        <Link
          to={withStateParam("/map", state)}
          className="mt-4 inline-flex items-center gap-1.5 font-medium text-white underline underline-offset-4"
        >
          <MapIcon className="size-4" aria-hidden />
          {`Open the ${state} map`}
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-10">
        {/* Searches the region's state first (docs/product.md "Search"). */}
        <div className="max-w-3xl rounded-2xl border bg-card p-3 shadow-sm">
          {islands ? <Island name="searchBar" component={SearchBarIsland} props={{ page }} /> : <SearchBar />}
        </div>
        {spots.length === 0 ? (
          <p className="text-muted-foreground">{`No spots in ${region} yet.`}</p>
        ) : islands ? (
          <Island
            name="regionSpots"
            component={RegionSpotsIsland}
            props={{ page, ratings, locations: spots, label, initialCount: firstCards }}
          />
        ) : (
          <RegionCards locations={spots} label={label} initialCount={firstCards} />
        )}
        {others.length > 0 && (
          <Section id="other-regions" title={`Other ${state} regions`}>
            <ul className="flex flex-wrap gap-2">
              {others.map((name) => (
                <li key={name}>
                  <Link
                    to={regionPagePath(state, name)}
                    className="inline-block rounded-full border bg-card px-3 py-1.5 text-sm font-medium hover:bg-muted"
                  >
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </div>
    </>
  );
}
