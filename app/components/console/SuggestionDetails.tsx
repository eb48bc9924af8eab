import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { consoleTime } from "./consoleTime";

// What a visitor suggested (docs/product.md "Location suggestion"), as the console shows it: the
// contact's address arrives masked from the service, and a decided suggestion says how it ended.

export type SuggestionShown = {
  id: number;
  name: string;
  description: string;
  fishTypes: string[] | null;
  facilities: string | null;
  submitted: string;
  contactName: string;
  contactEmail: string;
  status: string;
  approvedLocationId: number | null;
  rejectionNote: string | null;
};

const STATUS_LABEL: Record<string, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** `submitted` is text: a value that is not a time is shown as it was stored. */
function submittedAt(value: string): string {
  return Number.isNaN(Date.parse(value)) ? value : consoleTime(value);
}

export function SuggestionDetails({ suggestion }: { suggestion: SuggestionShown }) {
  const titleId = `suggestion-${suggestion.id}-title`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold break-words">
          {`#${suggestion.id} ${suggestion.name}`}
        </h2>
        <Badge variant={suggestion.status === "pending" ? "accent" : "outline"}>
          {STATUS_LABEL[suggestion.status] ?? suggestion.status}
        </Badge>
      </div>
      <p className="whitespace-pre-line break-words">{suggestion.description}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Fish types</dt>
        <dd className="break-words">
          {suggestion.fishTypes?.length ? suggestion.fishTypes.join(", ") : "-"}
        </dd>
        <dt className="font-medium">Facilities</dt>
        <dd className="break-words">{suggestion.facilities || "-"}</dd>
        <dt className="font-medium">Submitted</dt>
        <dd>{submittedAt(suggestion.submitted)}</dd>
        <dt className="font-medium">From</dt>
        <dd className="break-all">{`${suggestion.contactName} · ${suggestion.contactEmail}`}</dd>
      </dl>
      {suggestion.status === "approved" && suggestion.approvedLocationId !== null && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            className="font-medium text-primary underline"
            href={`/locations/${suggestion.approvedLocationId}`}
          >
            {`Location #${suggestion.approvedLocationId} on the site`}
          </a>
          <Link
            className="font-medium text-primary underline"
            to={`/admin/locations/${suggestion.approvedLocationId}`}
          >
            Edit the location
          </Link>
        </p>
      )}
      {suggestion.status === "rejected" && suggestion.rejectionNote && (
        <p className="text-sm break-words">
          <span className="font-medium">Why: </span>
          {suggestion.rejectionNote}
        </p>
      )}
    </div>
  );
}
