import { data, Form, redirect, useNavigation } from "react-router";
import { CsrfField } from "#app/components/console/CsrfField";
import { LocationFields } from "#app/components/console/LocationFields";
import {
  EMPTY_LOCATION_FORM,
  type LocationFormErrors,
  locationFormFromData,
  validateLocationForm,
} from "#app/components/console/locationForm";
import { Button } from "#app/components/ui/button";
import { curatedRegions } from "#app/lib/curatedRegions.server";
import { requireOperator, requireOperatorPost } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import { allRegions } from "#core/curatedRegions";
import type { Route } from "./+types/location-new";

// /admin/locations/new: a location from scratch, through the importer's schema; it is public at once.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  return { knownRegions: allRegions(curatedRegions) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, form } = await requireOperatorPost(request, context);
  const values = locationFormFromData(form);
  const outcome = validateLocationForm(values);
  if ("errors" in outcome) return data({ values, errors: outcome.errors }, { status: 400 });
  const location = await context.services.createConsoleLocation({
    record: outcome.record,
    operator: operator.email,
  });
  throw redirect(`/admin/locations/${location.id}?saved=created`);
}

export function meta() {
  return privatePageMeta("New location - Fish Spots console");
}

export default function NewLocation({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === "submitting";
  const errors: LocationFormErrors = actionData?.errors ?? {};
  return (
    <section aria-labelledby="new-location-heading">
      <h1 id="new-location-heading" className="text-2xl font-bold tracking-tight">
        New location
      </h1>
      {actionData?.errors && (
        <p role="alert" className="mt-4 font-medium text-destructive">
          Some fields need another look.
        </p>
      )}
      <Form method="post" className="mt-6 grid gap-6">
        <CsrfField />
        <LocationFields
          values={actionData?.values ?? EMPTY_LOCATION_FORM}
          errors={errors}
          knownRegions={loaderData.knownRegions}
        />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Create location"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
