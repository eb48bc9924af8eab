import { CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import { ZodError } from "zod";
import {
  SuggestionDecisions,
  type SuggestionField,
  type SuggestionFormFailure,
} from "#app/components/console/SuggestionDecisions";
import { SuggestionDetails } from "#app/components/console/SuggestionDetails";
import { Callout } from "#app/components/ui/callout";
import { Card } from "#app/components/ui/card";
import { curatedRegions } from "#app/lib/curatedRegions.server";
import { requireOperator, requireOperatorPost } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import type { Route } from "./+types/suggestions";

// /admin/suggestions (docs/product.md "Operator console"): the visitors' suggestions, pending ones
// first and oldest first, each approved into a new location or rejected with a note; then the
// latest decided ones. Contact addresses are masked.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  return { suggestions: await context.services.listConsoleSuggestions(), curated: curatedRegions };
}

type ActionData = {
  done: string | null;
  /** The location an approval made, for the links beside the message. */
  approvedLocationId: number | null;
  error: string | null;
  failed: SuggestionFormFailure | null;
};

const FIELDS: Record<SuggestionFormFailure["intent"], SuggestionField[]> = {
  approve: ["state", "region", "latitude", "longitude"],
  reject: ["note"],
};

const refused = (error: string, status: number, failed: SuggestionFormFailure | null = null) =>
  data<ActionData>({ done: null, approvedLocationId: null, error, failed }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, form } = await requireOperatorPost(request, context);
  const intent = String(form.get("intent"));
  if (intent !== "approve" && intent !== "reject")
    throw data({ message: "Unknown decision" }, { status: 400 });
  const id = Number(form.get("suggestionId"));
  if (!Number.isInteger(id) || id <= 0) throw data({ message: "Bad suggestion id" }, { status: 400 });
  const values = Object.fromEntries(FIELDS[intent].map((field) => [field, String(form.get(field) ?? "")]));
  try {
    if (intent === "approve") {
      const location = await context.services.approveSuggestion({
        id,
        operator: operator.email,
        state: values.state || undefined,
        region: values.region ?? "",
        latitude: values.latitude ?? "",
        longitude: values.longitude ?? "",
      });
      return {
        done: `Approved: ${location.name} is now location #${location.id}.`,
        approvedLocationId: location.id,
        error: null,
        failed: null,
      } satisfies ActionData;
    }
    await context.services.rejectSuggestion({ id, operator: operator.email, note: values.note ?? "" });
    return {
      done: `Rejected suggestion #${id}.`,
      approvedLocationId: null,
      error: null,
      failed: null,
    } satisfies ActionData;
  } catch (error) {
    if (error instanceof ZodError) {
      const errors: SuggestionFormFailure["errors"] = {};
      const other: string[] = [];
      for (const issue of error.issues) {
        const field = issue.path[0];
        if ((FIELDS[intent] as unknown[]).includes(field)) errors[field as SuggestionField] ??= issue.message;
        else other.push(`${issue.path.join(".") || "suggestion"}: ${issue.message}`);
      }
      // Fields the form does not show (a description longer than a location's): the suggestion
      // cannot become a location as it stands.
      const message =
        other.length > 0
          ? `Suggestion #${id} cannot become a location as it stands (${other.join("; ")}). Add the location on the Locations screen instead, then reject the suggestion.`
          : `Suggestion #${id} was not ${intent === "approve" ? "approved" : "rejected"}: check the fields below.`;
      return refused(message, 400, { suggestionId: id, intent, values, errors });
    }
    if (error instanceof Error && "status" in error && (error.status === 404 || error.status === 409))
      return refused(error.message, error.status);
    throw error;
  }
}

export function meta() {
  return privatePageMeta("Suggestions - Fish Spots console");
}

export default function Suggestions({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, pendingCount, decided } = loaderData.suggestions;
  const failed = actionData?.failed ?? null;
  return (
    <section aria-labelledby="suggestions-heading">
      <h1 id="suggestions-heading" className="text-2xl font-bold tracking-tight">
        Suggestions
      </h1>
      <p className="mt-1 text-muted-foreground">
        Places visitors suggested from the contact page. Pending first, oldest first; then the latest decided.
      </p>
      {actionData?.done && (
        <Callout variant="success" role="status" className="mt-4">
          <CheckCircle2 aria-hidden />
          <div className="grid gap-1">
            <p>{actionData.done}</p>
            {actionData.approvedLocationId !== null && (
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <a
                  className="font-medium text-primary underline"
                  href={`/locations/${actionData.approvedLocationId}`}
                >
                  View it on the site
                </a>
                <Link
                  className="font-medium text-primary underline"
                  to={`/admin/locations/${actionData.approvedLocationId}`}
                >
                  Edit it in the console
                </Link>
              </p>
            )}
          </div>
        </Callout>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 font-medium text-destructive">
          {actionData.error}
        </p>
      )}

      <h2 className="mt-8 text-xl font-semibold">
        {pendingCount > pending.length ? `Pending (oldest ${pending.length} of ${pendingCount})` : "Pending"}
      </h2>
      {pending.length === 0 ? (
        <p className="mt-3">No suggestion waits for a decision.</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {pending.map((suggestion) => (
            <li key={suggestion.id}>
              <Card className="p-4 md:p-6">
                <article aria-labelledby={`suggestion-${suggestion.id}-title`} className="grid gap-4">
                  <SuggestionDetails suggestion={suggestion} />
                  <SuggestionDecisions
                    suggestionId={suggestion.id}
                    failed={failed?.suggestionId === suggestion.id ? failed : null}
                    curated={loaderData.curated}
                  />
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-semibold">Recently decided</h2>
      {decided.length === 0 ? (
        <p className="mt-3">No suggestion has been approved or rejected yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {decided.map((suggestion) => (
            <li key={suggestion.id}>
              <Card className="p-4">
                <article aria-labelledby={`suggestion-${suggestion.id}-title`}>
                  <SuggestionDetails suggestion={suggestion} />
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
