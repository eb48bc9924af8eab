import { CircleCheck } from "lucide-react";
import { data, Link } from "react-router";
import { GuideForm } from "#app/components/guides/GuideForm";
import { EMPTY_GUIDE_FORM, guideFormFromData } from "#app/components/guides/guideFormValues";
import { guideFormErrors } from "#app/components/guides/guideValidation";
import { StateChooser } from "#app/components/guides/StateChooser";
import { PageHeader } from "#app/components/layout/PageHeader";
import { Callout } from "#app/components/ui/callout";
import { Card } from "#app/components/ui/card";
import { curatedRegions } from "#app/lib/curatedRegions.server";
import { refusedGuideField } from "#app/lib/guideForms.server";
import { guideStateFrom, waterChoices } from "#app/lib/guidePages.server";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import type { GuideApplicationInput } from "#core/guides";
import type { Route } from "./+types/guides-apply";

// /guides/apply (docs/product.md "Guide application", decision 041): the Local Guides
// directory's application, linked from every spot's Local Guides tab. A plain form post that
// works without JavaScript (decision 013); the answer is the same for every address.

const TRAIL = [{ name: "List your guide service", path: "/guides/apply" }] as const;
const DESCRIPTION =
  "Licensed fishing guides in Oregon, Washington and California: list your guide service on the Fish Spots pages of the waters you fish. Free, no account, reviewed by our team.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = guideStateFrom(url);
  const waters = await waterChoices(context, state);
  // A spot's tab links here with its water: ticked, with its region.
  const spot = waters.find((water) => String(water.id) === url.searchParams.get("location"));
  const initial = spot
    ? { ...EMPTY_GUIDE_FORM, regions: [spot.region], locationIds: [String(spot.id)] }
    : EMPTY_GUIDE_FORM;
  return { state, waters, initial, curated: curatedRegions };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = guideFormFromData(await request.formData());
  const errors = guideFormErrors("apply", values, curatedRegions);
  if (Object.keys(errors).length > 0) return data({ values, errors }, { status: 400 });
  try {
    const { message } = await context.services.applyAsGuide({
      // Checked above by the same schema; the service parses it again.
      input: values as GuideApplicationInput,
      clientAddress: context.clientAddress,
    });
    return data({ sent: message }, { status: 202 });
  } catch (error) {
    const refused = refusedGuideField(error);
    if (refused) return data({ values, errors: refused }, { status: 400 });
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "List your guide service - Fish Spots",
    description: DESCRIPTION,
    path: "/guides/apply",
    matches,
    jsonLd: [breadcrumbs(matches, [...TRAIL])],
  });
}

export default function GuidesApply({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const refused = actionData && "errors" in actionData ? actionData : null;
  return (
    <>
      <PageHeader
        trail={TRAIL}
        title="List your guide service"
        lead="Licensed fishing guides are listed free on the pages of the waters they fish. No account, no fees, no paid placement."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="grid max-w-4xl gap-6">
          {sent ? (
            <Callout variant="success" role="status" className="text-base">
              <CircleCheck aria-hidden />
              <div className="grid gap-2">
                <p className="font-semibold">{sent}</p>
                <p>
                  The link in the e-mail works for 7 days. Nothing is shown on the site before our team
                  approves it.
                </p>
                <p>
                  <Link to="/#directory" className="font-medium text-primary underline underline-offset-4">
                    Explore Fishing Spots
                  </Link>
                </p>
              </div>
            </Callout>
          ) : (
            <>
              <section
                aria-labelledby="apply-how"
                className="grid gap-2 text-sm leading-relaxed text-muted-foreground"
              >
                <h2 id="apply-how" className="text-lg font-semibold text-foreground">
                  How it works
                </h2>
                <ol className="list-decimal space-y-1 pl-5">
                  <li>Fill in the form. We e-mail you a link to confirm your address.</li>
                  <li>Once you confirm, our team checks your licence and reads your listing.</li>
                  <li>
                    Approved, it shows on the spots of the waters you name first, then on the other spots of
                    your regions. The order changes every day; your e-mail address is never shown.
                  </li>
                </ol>
                <p>
                  Listed already?{" "}
                  <Link to="/guides/manage" className="font-medium text-primary underline underline-offset-4">
                    Update or withdraw your listing
                  </Link>
                  .
                </p>
              </section>
              <Card className="grid gap-6 p-5 md:p-6">
                <StateChooser id="guide-state" state={loaderData.state} curated={loaderData.curated} />
                <GuideForm
                  state={loaderData.state}
                  curated={loaderData.curated}
                  waters={loaderData.waters}
                  initial={refused?.values ?? loaderData.initial}
                  errors={refused?.errors}
                  intent="apply"
                  email={{ editable: true }}
                  submitLabel="Send my application"
                  pendingLabel="Sending..."
                />
              </Card>
            </>
          )}
        </div>
      </div>
    </>
  );
}
