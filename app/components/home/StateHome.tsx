import type { MetaDescriptor } from "react-router";
import { FeaturedLocations } from "#app/components/home/FeaturedLocations";
import { FishDirectory } from "#app/components/home/FishDirectory";
import { Hero } from "#app/components/home/Hero";
import { SuggestLocation } from "#app/components/home/SuggestLocation";
import { TideInformation } from "#app/components/home/TideInformation";
import { TodayOnTheWater } from "#app/components/home/TodayOnTheWater";
import { WhatsBiting } from "#app/components/home/WhatsBiting";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { MapPreview } from "#app/components/states/MapPreview";
import { NoSpotsYet } from "#app/components/states/NoSpotsYet";
import { breadcrumbs, pageMeta, publicUrlFrom } from "#app/lib/seo";
import { SITE_NAME } from "#core/seo";
import { statePagePath } from "#core/stateAddress";
import type { StateHomeData } from "./stateHome.server";

type Matches = Parameters<typeof pageMeta>[0]["matches"];

/** docs/product.md "Page metadata": the home page's title, for the state it shows. */
export function stateHomeTitle(state: string): string {
  return `Fish Spots - ${state} Fishing Locations Directory`;
}

/**
 * A state's home's metadata: canonical at the state's address whichever address served it,
 * the site's search box, and the state's spots as structured data. A state without spots is
 * kept out of search indexes until it has some.
 */
export function stateHomeMeta(data: StateHomeData | undefined, matches: Matches): MetaDescriptor[] {
  if (!data) return [];
  const base = publicUrlFrom(matches);
  const path = statePagePath(data.state);
  const url = `${base}${path}`;
  const jsonLd: object[] = [
    // Lets search engines offer a search box that lands on /locations/search/{query}.
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: `${base}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: `${base}/locations/search/{search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: `${data.state} fishing spots`,
      url,
      about: {
        "@type": "State",
        name: data.state,
        containedInPlace: { "@type": "Country", name: "United States" },
      },
      ...(data.spotCount
        ? {
            mainEntity: {
              "@type": "ItemList",
              name: `Featured ${data.state} fishing spots`,
              numberOfItems: (data.featured ?? []).slice(0, data.featuredShown).length,
              itemListElement: (data.featured ?? []).slice(0, data.featuredShown).map((spot, index) => ({
                "@type": "ListItem",
                position: index + 1,
                name: spot.name,
                url: `${base}/locations/${spot.id}`,
              })),
            },
          }
        : {}),
    },
    breadcrumbs(matches, [{ name: data.state, path }]),
  ];
  return pageMeta({
    title: stateHomeTitle(data.state),
    description: data.description,
    path,
    matches,
    jsonLd,
    noindex: data.spotCount === 0,
  });
}

// docs/product.md "Home page": the hero, Today on the water, What's biting now, Fish Directory,
// Featured Fishing Locations, the map preview, Tide Information and Suggest a Fishing Location,
// in that order. A state without spots says so after the hero.
export function StateHome({ data }: { data: StateHomeData }) {
  // Seeds the shared ratings query, so every card below renders its rating on the server.
  useAverageRatings(data.ratings ?? undefined, { partial: true });
  return (
    <>
      <Hero />
      {data.spotCount === 0 && (
        <NoSpotsYet state={data.state} agency={data.agency} statesWithSpots={data.statesWithSpots} />
      )}
      <TodayOnTheWater state={data.state} coast={data.coast} rivers={data.rivers} />
      <WhatsBiting data={data.biting} state={data.state} />
      <FishDirectory
        fishTypes={data.fishTypes ?? undefined}
        defaultList={data.defaultList ?? undefined}
        loaderState={data.state}
        loaderFish={data.fish}
        shown={data.shown}
        expanded={data.expanded}
      />
      <FeaturedLocations
        initial={data.featured ?? undefined}
        loaderState={data.state}
        shown={data.featuredShown}
      />
      {data.mapPreview && data.mapPreview.dots.length > 0 && (
        <MapPreview state={data.state} preview={data.mapPreview} spotCount={data.spotCount} />
      )}
      <TideInformation />
      <SuggestLocation />
    </>
  );
}

/** A state without spots at its own address: the plain page, not the home's empty lists. */
export function NoSpotsStatePage({ data }: { data: StateHomeData }) {
  return (
    <>
      <Hero />
      <NoSpotsYet state={data.state} agency={data.agency} statesWithSpots={data.statesWithSpots} />
      <SuggestLocation />
    </>
  );
}
