import { Link } from "react-router";
import { StarRating } from "#app/components/locations/StarRating";
import { Badge } from "#app/components/ui/badge";
import type { SpeciesSpot } from "#server/services/species";

// docs/product.md "Species pages": the best spots, featured first, then by rating and number of
// reviews, each linking to its page.
export function BestSpots({ spots }: { spots: readonly SpeciesSpot[] }) {
  return (
    <ol className="divide-y rounded-lg border bg-card">
      {spots.map((spot) => (
        <li key={spot.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3 sm:p-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <Link
                to={`/locations/${spot.id}`}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {spot.name}
              </Link>
              {spot.featured && <Badge variant="accent">Featured</Badge>}
            </p>
            <p className="mt-0.5 text-sm text-muted-foreground">{`${spot.region} · Best seasons ${spot.bestSeasons}`}</p>
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            {spot.averageRating !== null && spot.reviewCount > 0 ? (
              <>
                <StarRating average={spot.averageRating} />
                <span>{`(${spot.reviewCount} ${spot.reviewCount === 1 ? "review" : "reviews"})`}</span>
              </>
            ) : (
              "No reviews yet"
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
