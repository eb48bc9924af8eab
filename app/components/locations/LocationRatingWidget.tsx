import { useQuery } from "@tanstack/react-query";
import { locationRatingUrl } from "#app/lib/apiPaths";
import { RateStars } from "./RateStars";
import { StarRating } from "./StarRating";

type LocationRating = { locationId: number; averageRating: number | null; reviewCount: number };

// The rating widget of docs/product.md "Info popover": the location's own average from
// GET /api/locations/{id}/rating, refetched after a rating, and the stars to rate.
export function LocationRatingWidget({
  locationId,
  locationName,
}: {
  locationId: number;
  locationName: string;
}) {
  const { data, isPending, isError } = useQuery<LocationRating>({
    queryKey: [locationRatingUrl(locationId)],
  });
  return (
    <div className="space-y-1">
      <div className="min-h-5 text-sm" aria-live="polite">
        {isPending ? (
          <span className="text-muted-foreground">Loading rating...</span>
        ) : isError ? (
          <span className="text-muted-foreground">Rating unavailable</span>
        ) : data.averageRating == null ? (
          <span className="text-muted-foreground">Not rated yet</span>
        ) : (
          <span className="inline-flex items-center gap-2">
            <StarRating average={data.averageRating} />
            <span className="text-muted-foreground">
              ({data.reviewCount} {data.reviewCount === 1 ? "rating" : "ratings"})
            </span>
          </span>
        )}
      </div>
      <p className="text-xs text-muted-foreground">Click on stars to rate</p>
      <RateStars locationId={locationId} locationName={locationName} />
    </div>
  );
}
