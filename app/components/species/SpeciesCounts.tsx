import { Link } from "react-router";
import { displayName } from "#core/fishTypes";
import { reportCountText } from "#core/species";
import { speciesPath } from "#core/speciesPaths";

/** A species with a figure beside it (reports, or spots in season). */
export type SpeciesFigure = { species: string; figure: string };

// Species as links to their pages, each with its figure: the catch summaries and the home
// page's "What's biting now".
export function SpeciesCounts({ items, label }: { items: readonly SpeciesFigure[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.species}>
          <Link
            to={speciesPath(item.species)}
            className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-medium hover:bg-muted"
          >
            {displayName(item.species)}
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs tabular-nums text-secondary-foreground">
              {item.figure}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Species with their number of reported catches ("What's biting"). */
export function CatchCounts({
  counts,
  label,
}: {
  counts: readonly { species: string; count: number }[];
  label: string;
}) {
  return (
    <SpeciesCounts
      label={label}
      items={counts.map((entry) => ({ species: entry.species, figure: reportCountText(entry.count) }))}
    />
  );
}
