import { useQuery } from "@tanstack/react-query";
import { RecentCatchList } from "#app/components/species/RecentCatchList";
import { CatchCounts } from "#app/components/species/SpeciesCounts";
import { locationCatchesUrl } from "#app/lib/apiPaths";
import type { LocationCatches } from "#server/services/species";

/**
 * GET /api/locations/{id}/catches, first from the page loader, refreshed after a review. Read by
 * the Reviews tab, which stays mounted while its sub-tabs change, so that a review written from
 * "Write a Review" refreshes it before Read Reviews shows it again.
 */
export function useLocationCatches(locationId: number, initialData: LocationCatches | undefined) {
  return useQuery<LocationCatches>({ queryKey: [locationCatchesUrl(locationId)], initialData }).data;
}

// docs/product.md "What's biting": above a location's reviews, the species its reviews reported
// caught over the window, with counts, and the newest reports.
export function RecentCatches({ catches }: { catches: LocationCatches | undefined }) {
  if (!catches) return null;
  return (
    <section aria-labelledby="recent-catches-heading" className="mt-4 mb-4 rounded-lg border bg-muted/40 p-4">
      <h3 id="recent-catches-heading" className="text-lg font-semibold">
        Recent catches
      </h3>
      {catches.counts.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {`No catches reported in the last ${catches.window.days} days. Caught something? Tick it under Fish Caught when you write a review.`}
        </p>
      ) : (
        <>
          <p className="mt-1 mb-3 text-sm text-muted-foreground">
            {`What anglers reported catching here in the last ${catches.window.days} days.`}
          </p>
          <CatchCounts label="Species caught" counts={catches.counts} />
          <div className="mt-3">
            <RecentCatchList catches={catches.recent} showLocation={false} />
          </div>
        </>
      )}
    </section>
  );
}
