import { Map as MapIcon } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { LocationCardData } from "#app/components/locations/cardData";
import { ListLoading, ListMessage } from "#app/components/locations/ListStatus";
import { LocationGrid } from "#app/components/locations/LocationGrid";
import { ShowMoreLink, withSearchParams } from "#app/components/locations/ShowMoreLink";
import { SuggestPrompt } from "#app/components/locations/SuggestPrompt";
import { Button } from "#app/components/ui/button";
import { featuredUrl } from "#app/lib/apiPaths";
import { useSelectedState } from "#app/lib/selectedState";
import { usePagedList } from "#app/lib/usePagedList";
import { dedupeByName } from "#core/dedupe";
import { HomeSection } from "./HomeSection";

// docs/product.md "Featured locations" (anchor featured-locations): featured locations as cards,
// duplicates by name removed, and View All Locations on Map (/map).
/**
 * Featured cards a page shows before "Show more" (decision 020): the curated dataset features
 * 10; about one location in a hundred is featured, so 100,000 locations would feature 1,000.
 */
export const FEATURED_PAGE_SIZE = 24;

export function FeaturedLocations({
  initial,
  loaderState,
  shown = FEATURED_PAGE_SIZE,
}: {
  /** The loader's featured list (one row past its pages). */
  initial?: LocationCardData[];
  loaderState: string;
  /** How many featured locations the page's URL asked for (?featured=). */
  shown?: number;
}) {
  const { selectedState } = useSelectedState();
  return (
    <FeaturedSection selectedState={selectedState}>
      <FeaturedList
        key={selectedState}
        state={selectedState}
        initial={selectedState === loaderState ? initial : undefined}
        shown={shown}
      />
    </FeaturedSection>
  );
}

function FeaturedSection({ selectedState, children }: { selectedState: string; children: React.ReactNode }) {
  return (
    <HomeSection
      id="featured-locations"
      headingId="featured-heading"
      title="Featured Fishing Locations"
      lead={`Hand-picked waters in ${selectedState}, in season order.`}
      className="bg-muted/50"
      action={
        <Button asChild variant="outline">
          <Link to="/map">
            <MapIcon aria-hidden />
            View All Locations on Map
          </Link>
        </Button>
      }
    >
      {children}
    </HomeSection>
  );
}

function FeaturedList({
  state,
  initial,
  shown,
}: {
  state: string;
  initial?: LocationCardData[];
  shown: number;
}) {
  const [pages, setPages] = useState(Math.max(1, Math.round(shown / FEATURED_PAGE_SIZE)));
  const list = usePagedList<LocationCardData>({
    listUrl: featuredUrl(state),
    pageSize: FEATURED_PAGE_SIZE,
    pages,
    initial,
  });
  const { search } = useLocation();
  if (list.isPending) return <ListLoading />;
  // docs/product.md "List and page states": featured list failed.
  if (list.isError) return <ListMessage tone="error" title="Error loading locations" />;
  if (list.items.length === 0) {
    return (
      <ListMessage title={`No featured locations in ${state} yet.`}>
        <SuggestPrompt state={state} />
      </ListMessage>
    );
  }
  return (
    <div className="space-y-6">
      {/* The server already removes duplicates; the rule is applied again so a list from any
          source keeps to docs/product.md "Featured locations". */}
      <LocationGrid locations={dedupeByName(list.items)} label="Featured fishing locations" />
      {list.hasMore && (
        <div className="flex justify-center">
          <ShowMoreLink
            href={withSearchParams(
              search,
              { featured: String((pages + 1) * FEATURED_PAGE_SIZE) },
              "#featured-locations",
            )}
            onMore={() => setPages((n) => n + 1)}
            loading={list.isLoadingMore}
          >
            Show more featured locations
          </ShowMoreLink>
        </div>
      )}
    </div>
  );
}
