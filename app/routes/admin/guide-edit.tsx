import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { CsrfField } from "#app/components/console/CsrfField";
import { GUIDE_STATUS_LABEL } from "#app/components/console/GuideDetails";
import { GuideFields, type WaterChoice } from "#app/components/console/GuideFields";
import {
  type GuideFormErrors,
  type GuideFormValues,
  guideFormFromData,
  guideFormValues,
  validateGuideForm,
} from "#app/components/console/guideForm";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Callout } from "#app/components/ui/callout";
import { curatedRegions } from "#app/lib/curatedRegions.server";
import { requireOperator, requireOperatorPost } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import { idSchema } from "#core/schemas";
import type { Route } from "./+types/guide-edit";

// /admin/guides/{id} (docs/product.md "Guide review"): an operator's correction of a guide's
// fields (a typo in the licence number, a water left out) through the application's schema. The
// address stays the guide's and the status stays as it was; the change is audited.

function guideIdOf(params: { id?: string }): number {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

const statusOf = (error: unknown) =>
  error instanceof Error && "status" in error && typeof error.status === "number" ? error.status : null;

async function existing(context: Route.LoaderArgs["context"], id: number) {
  try {
    return await context.services.findConsoleGuide({ id });
  } catch (error) {
    if (statusOf(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  const guide = await existing(context, guideIdOf(params));
  const waterChoices = await context.services.listGuideWaterChoices({ state: guide.state });
  const saved = new URL(request.url).searchParams.has("saved");
  return { guide, waterChoices, saved, curated: curatedRegions };
}

const NOT_SAVED = "Some fields need another look. Nothing was saved.";

type ActionData = {
  values: GuideFormValues;
  errors: GuideFormErrors;
  /** The waters of the state typed, which may not be the state stored. */
  waterChoices: WaterChoice[];
  error: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { operator, form } = await requireOperatorPost(request, context);
  const id = guideIdOf(params);
  const values = guideFormFromData(form);
  const refused = async (errors: GuideFormErrors, error: string, status: number) =>
    data<ActionData>(
      {
        values,
        errors,
        waterChoices: await context.services.listGuideWaterChoices({ state: values.state }),
        error,
      },
      { status },
    );
  const outcome = validateGuideForm(values, curatedRegions);
  if ("errors" in outcome) {
    await existing(context, id);
    return refused(outcome.errors, NOT_SAVED, 400);
  }
  try {
    await context.services.editGuide({ id, operator: operator.email, input: outcome.input });
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) throw data(null, { status: 404 });
    // The named waters are checked against the database: a spot gone, or of another state.
    if (status === 400 && error instanceof Error) {
      const path = "path" in error ? error.path : null;
      return refused(path === "locationIds" ? { locationIds: error.message } : {}, NOT_SAVED, 400);
    }
    if (status === 409) return refused({}, (error as Error).message, 409);
    throw error;
  }
  throw redirect(`/admin/guides/${id}?saved=1`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(`${loaderData?.guide.business ?? "Guide"} - Fish Spots console`);
}

export default function EditGuide({ loaderData, actionData }: Route.ComponentProps) {
  const { guide, saved } = loaderData;
  const saving = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="edit-guide-heading">
      <Link
        to="/admin/guides"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All guides
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 id="edit-guide-heading" className="text-2xl font-bold tracking-tight break-words">
          {`${guide.business} (#${guide.id})`}
        </h1>
        <Badge variant={guide.status === "pending" ? "accent" : "outline"}>
          {GUIDE_STATUS_LABEL[guide.status]}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {`E-mail ${guide.email}: the guide's own, not changed here. Saving keeps the status as it is.`}
      </p>
      {saved && !actionData && (
        <Callout variant="success" role="status" className="mt-4">
          <CheckCircle2 aria-hidden />
          <p>
            {guide.status === "approved"
              ? "Saved. The listing shows the changes now."
              : "Saved. The status stays as it was."}
          </p>
        </Callout>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 font-medium text-destructive">
          {actionData.error}
        </p>
      )}
      {guide.status === "withdrawn" ? (
        <p className="mt-6">Withdrawn by the guide: the listing is theirs, and it cannot be edited.</p>
      ) : (
        <Form method="post" className="mt-6 grid gap-6">
          <CsrfField />
          <GuideFields
            values={actionData?.values ?? guideFormValues(guide)}
            errors={actionData?.errors ?? {}}
            waterChoices={actionData?.waterChoices ?? loaderData.waterChoices}
            curated={loaderData.curated}
          />
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
