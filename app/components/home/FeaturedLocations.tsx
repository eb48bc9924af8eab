import { useQuery } from "@tanstack/react-query";
import { Map as MapIcon } from "lucide-react";
import { Link } from "react-router";
import { ListLoading, ListMessage } from "~/components/locations/ListStatus";
import { LocationGrid } from "~/components/locations/LocationGrid";
import { SuggestPrompt } from "~/components/locations/SuggestPrompt";
import { Button } from "~/components/ui/button";
import { featuredUrl } from "~/lib/apiPaths";
import type { Location } from "~/lib/locationTypes";
import { useSelectedState } from "~/lib/selectedState";
import { dedupeByName } from "../../../core/dedupe";
import { HomeSection } from "./HomeSection";

// Spec 2 "Featured Fishing Locations" (anchor featured-locations): featured locations as cards,
// duplicates by name removed, and View All Locations on Map (/map).
export function FeaturedLocations({ initial, loaderState }: { initial?: Location[]; loaderState: string }) {
  const { selectedState } = useSelectedState();
  const { data, isPending, isError } = useQuery<Location[]>({
    queryKey: [featuredUrl(selectedState)],
    initialData: selectedState === loaderState ? initial : undefined,
  });

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
      {isPending ? (
        <ListLoading />
      ) : isError ? (
        // Spec 8 "Featured list failed".
        <ListMessage tone="error" title="Error loading locations" />
      ) : data.length === 0 ? (
        <ListMessage title={`No featured locations in ${selectedState} yet.`}>
          <SuggestPrompt state={selectedState} />
        </ListMessage>
      ) : (
        // The server already removes duplicates; the rule is applied again so a list from any
        // source keeps to spec 2.
        <LocationGrid locations={dedupeByName(data)} label="Featured fishing locations" />
      )}
    </HomeSection>
  );
}
