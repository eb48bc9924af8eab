import { CheckCircle2, ExternalLink } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { CsrfField } from "#app/components/console/CsrfField";
import { LocationFields } from "#app/components/console/LocationFields";
import {
  type LocationFormErrors,
  type LocationFormValues,
  locationFormFromData,
  locationFormValues,
  validateLocationForm,
} from "#app/components/console/locationForm";
import { type TeamNoteFailure, TeamNoteForm } from "#app/components/console/TeamNoteForm";
import { Button } from "#app/components/ui/button";
import { Callout } from "#app/components/ui/callout";
import { curatedRegions } from "#app/lib/curatedRegions.server";
import { requireOperator, requireOperatorPost } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import { allRegions } from "#core/curatedRegions";
import { idSchema, teamNoteInputSchema } from "#core/schemas";
import type { Route } from "./+types/location-edit";

// /admin/locations/{id}: every field through the importer's schema, public as soon as it is saved
// (the caches are cleared as for any write); or delete, after a second, explicit press. Beside
// the record, the spot's team note for its Fishing Tips tab: added, changed or removed.

function locationIdOf(params: { id?: string }): number {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

async function existing(context: Route.LoaderArgs["context"], id: number) {
  try {
    return await context.services.getLocation({ id });
  } catch (error) {
    if (error instanceof Error && "status" in error && error.status === 404)
      throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  const id = locationIdOf(params);
  const location = await existing(context, id);
  const saved = new URL(request.url).searchParams.get("saved");
  const [dependants, note] = await Promise.all([
    context.services.locationDependants({ id }),
    context.services.getTeamNote({ locationId: id }),
  ]);
  return { location, dependants, note, saved, knownRegions: allRegions(curatedRegions) };
}

type ActionData =
  | { values: LocationFormValues; errors: LocationFormErrors; note?: undefined }
  | { note: TeamNoteFailure; values?: undefined; errors?: undefined };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { operator, form } = await requireOperatorPost(request, context);
  const id = locationIdOf(params);
  if (form.get("intent") === "delete") {
    const { name } = await existing(context, id);
    await context.services.deleteConsoleLocation({ id, operator: operator.email });
    throw redirect(`/admin/locations?deleted=${encodeURIComponent(name)}`);
  }
  if (form.get("intent") === "save-note") {
    await existing(context, id);
    const text = String(form.get("note") ?? "");
    const parsed = teamNoteInputSchema.safeParse({ text });
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? "Please write the note";
      return data<ActionData>({ note: { text, error } }, { status: 400 });
    }
    await context.services.saveTeamNote({ locationId: id, text: parsed.data.text, operator: operator.email });
    throw redirect(`/admin/locations/${id}?saved=note#team-note`);
  }
  if (form.get("intent") === "remove-note") {
    await existing(context, id);
    await context.services.removeTeamNote({ locationId: id, operator: operator.email });
    throw redirect(`/admin/locations/${id}?saved=note-removed#team-note`);
  }
  const values = locationFormFromData(form);
  const outcome = validateLocationForm(values);
  if ("errors" in outcome) return data<ActionData>({ values, errors: outcome.errors }, { status: 400 });
  await context.services.updateConsoleLocation({ id, record: outcome.record, operator: operator.email });
  throw redirect(`/admin/locations/${id}?saved=updated`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(`${loaderData?.location.name ?? "Location"} - Fish Spots console`);
}

export default function EditLocation({ loaderData, actionData }: Route.ComponentProps) {
  const { location, dependants, note, saved } = loaderData;
  const saving = useNavigation().state === "submitting";
  const errors: LocationFormErrors = actionData?.errors ?? {};
  const noteSaved = saved === "note" || saved === "note-removed" ? saved : null;
  return (
    <section aria-labelledby="edit-location-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="edit-location-heading" className="text-2xl font-bold tracking-tight">
          {`${location.name} (#${location.id})`}
        </h1>
        <a
          href={`/locations/${location.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline"
        >
          Public page
          <ExternalLink className="size-4" aria-hidden />
        </a>
      </div>
      {saved && !noteSaved && !actionData && (
        <Callout variant="success" role="status" className="mt-4">
          <CheckCircle2 aria-hidden />
          <p>
            {saved === "created"
              ? "Location created. It is public now."
              : "Saved. The public page shows it now."}
          </p>
        </Callout>
      )}
      {actionData?.errors && (
        <p role="alert" className="mt-4 font-medium text-destructive">
          Some fields need another look. Nothing was saved.
        </p>
      )}
      <Form method="post" className="mt-6 grid gap-6">
        <CsrfField />
        <LocationFields
          values={actionData?.values ?? locationFormValues(location)}
          errors={errors}
          knownRegions={loaderData.knownRegions}
        />
        <div className="grid gap-2">
          {/* docs/product.md "Fishing location": a save is the team's check of the record. */}
          <p className="text-sm text-muted-foreground">
            {location.lastChecked
              ? `Last checked by the team on ${location.lastChecked}. Saving marks it checked today.`
              : "Never checked by the team yet. Saving marks it checked today."}
          </p>
          <div>
            <Button type="submit" name="intent" value="save" disabled={saving}>
              {saving ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </div>
      </Form>
      <TeamNoteForm
        note={note}
        saved={actionData ? null : noteSaved}
        failed={actionData?.note ?? null}
        busy={saving}
      />
      <details className="mt-10 rounded-lg border border-destructive/40 p-4">
        <summary className="cursor-pointer font-medium text-destructive">Delete this location…</summary>
        <Form method="post" className="mt-3 grid gap-3">
          <CsrfField />
          <p>
            {`This deletes ${location.name} for good, with its ${dependants.reviews} ${dependants.reviews === 1 ? "review" : "reviews"} and ${dependants.alerts} tide ${dependants.alerts === 1 ? "alert" : "alerts"}.`}
          </p>
          <div>
            <Button type="submit" name="intent" value="delete" variant="destructive" disabled={saving}>
              Delete location
            </Button>
          </div>
        </Form>
      </details>
    </section>
  );
}
