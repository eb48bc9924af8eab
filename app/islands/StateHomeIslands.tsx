import type { ComponentProps } from "react";
import { FeaturedLocations } from "#app/components/home/FeaturedLocations";
import { FishDirectory } from "#app/components/home/FishDirectory";
import { RegionCards } from "#app/components/locations/RegionCards";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { SearchBar } from "#app/components/search/SearchBar";
import type { AverageRating } from "#app/lib/locationTypes";
import { IslandPage, type IslandPageProps } from "./IslandPage";

// A state's home and its regions' pages served with islands (decision 045): the search, the home's
// directory and featured spots, a region's cards, each an island started on first use; the rest
// of the page is server HTML.

type WithPage<Props> = Props & { page: IslandPageProps };
type WithRatings<Props> = WithPage<Props> & {
  /** The loader's ratings of this page's cards, so the server's cards show theirs. */
  ratings: AverageRating[] | null;
};

/** Seeds the island's ratings query, as the hydrated page's StateHome does for its cards. */
function SeedRatings({ ratings }: { ratings: AverageRating[] | null }) {
  useAverageRatings(ratings ?? undefined, { partial: true });
  return null;
}

export function SearchBarIsland({ page, ...props }: WithPage<ComponentProps<typeof SearchBar>>) {
  return (
    <IslandPage page={page}>
      <SearchBar {...props} />
    </IslandPage>
  );
}

export function FishDirectoryIsland({
  page,
  ratings,
  ...props
}: WithRatings<ComponentProps<typeof FishDirectory>>) {
  return (
    <IslandPage page={page}>
      <SeedRatings ratings={ratings} />
      <FishDirectory {...props} />
    </IslandPage>
  );
}

export function FeaturedLocationsIsland({
  page,
  ratings,
  ...props
}: WithRatings<ComponentProps<typeof FeaturedLocations>>) {
  return (
    <IslandPage page={page}>
      <SeedRatings ratings={ratings} />
      <FeaturedLocations {...props} />
    </IslandPage>
  );
}

/** A region page's cards: the first ones, then the rest as the visitor scrolls (RegionCards). */
export function RegionSpotsIsland({
  page,
  ratings,
  ...props
}: WithRatings<ComponentProps<typeof RegionCards>>) {
  return (
    <IslandPage page={page}>
      <SeedRatings ratings={ratings} />
      <RegionCards {...props} />
    </IslandPage>
  );
}
