import { Link } from "react-router";
import { formatReviewDate } from "#core/dates";
import { displayName } from "#core/fishTypes";
import { speciesPath } from "#core/speciesPaths";
import type { RecentCatch } from "#server/services/species";

// docs/product.md "What's biting": the newest reports, each with what was caught (linking to the
// species' pages), where (unless the list is one spot's), when and by whom.
export function RecentCatchList({
  catches,
  showLocation = true,
}: {
  catches: readonly RecentCatch[];
  /** Off on a location's own page, where every report is from that spot. */
  showLocation?: boolean;
}) {
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {catches.map((report) => (
        <li key={report.reviewId} className="p-3 text-sm sm:p-4">
          <p className="font-medium">
            {report.species.map((species, index) => (
              <span key={species}>
                {index > 0 && ", "}
                <Link to={speciesPath(species)} className="text-primary underline-offset-4 hover:underline">
                  {displayName(species)}
                </Link>
              </span>
            ))}
            {showLocation && (
              <>
                {" at "}
                <Link to={`/locations/${report.locationId}`} className="underline-offset-4 hover:underline">
                  {report.locationName}
                </Link>
              </>
            )}
          </p>
          <p className="mt-0.5 text-muted-foreground">
            <time dateTime={report.caughtOn}>{formatReviewDate(report.caughtOn)}</time>
            {` · reported by ${report.userName}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
