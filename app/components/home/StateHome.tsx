import type { MetaDescriptor } from "react-router";
import { FeaturedLocations } from "#app/components/home/FeaturedLocations";
import { FishDirectory } from "#app/components/home/FishDirectory";
import { Hero } from "#app/components/home/Hero";
import { IceSafetyNote } from "#app/components/home/IceSafetyNote";
import { SuggestLocation } from "#app/components/home/SuggestLocation";
import { TideInformation } from "#app/components/home/TideInformation";
import { TodayOnTheWater } from "#app/components/home/TodayOnTheWater";
import { WhatsBiting } from "#app/components/home/WhatsBiting";
import { Island, useIslandPage } from "#app/components/layout/Island";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { NearSection } from "#app/components/near/NearForm";
import { MapPreview } from "#app/components/states/MapPreview";
import { NoSpotsYet } from "#app/components/states/NoSpotsYet";
import { FeaturedLocationsIsland, FishDirectoryIsland, SearchBarIsland } from "#app/islands/StateHomeIslands";
import { useDocumentMode } from "#app/lib/documentMode";
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
// in that order. A state without spots says so after the hero. Served with islands, the search,
// the directory and the featured spots are islands started on first use (decision 045).
export function StateHome({ data }: { data: StateHomeData }) {
  // Seeds the shared ratings query, so every card below renders its rating on the server.
  useAverageRatings(data.ratings ?? undefined, { partial: true });
  const islands = useDocumentMode() === "islands";
  const page = useIslandPage();
  const directory = {
    fishTypes: data.fishTypes ?? undefined,
    defaultList: data.defaultList ?? undefined,
    loaderState: data.state,
    loaderFish: data.fish,
    shown: data.shown,
    expanded: data.expanded,
  };
  const featured = {
    initial: data.featured ?? undefined,
    loaderState: data.state,
    shown: data.featuredShown,
  };
  return (
    <>
      <StateHero data={data} />
      <NearSection />
      {data.spotCount === 0 && (
        <NoSpotsYet state={data.state} agency={data.agency} statesWithSpots={data.statesWithSpots} />
      )}
      <TodayOnTheWater
        state={data.state}
        tides={data.tides}
        coast={data.coast}
        coastTime={data.coastTime}
        rivers={data.rivers}
      />
      <WhatsBiting data={data.biting} state={data.state} />
      <IceSafetyNote link={data.iceSafety} />
      {islands ? (
        <Island
          name="fishDirectory"
          component={FishDirectoryIsland}
          props={{ page, ratings: data.ratings, ...directory }}
        />
      ) : (
        <FishDirectory {...directory} />
      )}
      {islands ? (
        <Island
          name="featuredLocations"
          component={FeaturedLocationsIsland}
          props={{ page, ratings: data.ratings, ...featured }}
        />
      ) : (
        <FeaturedLocations {...featured} />
      )}
      {data.mapPreview && data.mapPreview.dots.length > 0 && (
        <MapPreview state={data.state} preview={data.mapPreview} spotCount={data.spotCount} />
      )}
      {/* The Oregon coast's tide facts: a state without coast stations leads with its rivers. */}
      {data.tides && <TideInformation />}
      <SuggestLocation />
    </>
  );
}

/** A state without spots at its own address: the plain page, not the home's empty lists. */
export function NoSpotsStatePage({ data }: { data: StateHomeData }) {
  return (
    <>
      <StateHero data={data} sections={false} />
      <NoSpotsYet state={data.state} agency={data.agency} statesWithSpots={data.statesWithSpots} />
      <SuggestLocation />
    </>
  );
}

/** The hero, with the search bar as an island on a page served with islands. */
function StateHero({ data, sections = true }: { data: StateHomeData; sections?: boolean }) {
  const islands = useDocumentMode() === "islands";
  const page = useIslandPage();
  return (
    <Hero
      line={data.hero ?? undefined}
      tides={data.tides}
      sections={sections}
      search={islands ? <Island name="searchBar" component={SearchBarIsland} props={{ page }} /> : undefined}
    />
  );
}
