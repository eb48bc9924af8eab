import { data } from "react-router";
import { guideFormFromData } from "#app/components/guides/guideFormValues";
import { guideFormErrors } from "#app/components/guides/guideValidation";
import {
  ManageAsk,
  ManageDone,
  ManageEdit,
  ManageRefused,
  ManageWithdraw,
} from "#app/components/guides/ManageViews";
import { linkToken, PRIVATE_PAGE_HEADERS, statusOf } from "#app/lib/alertLinkPages.server";
import { curatedRegions } from "#app/lib/curatedRegions.server";
import { refusedGuideField } from "#app/lib/guideForms.server";
import { guideStateFrom, waterChoices } from "#app/lib/guidePages.server";
import { privatePageMeta } from "#app/lib/seo";
import { GUIDE_LINK_REFUSED, type GuideUpdateInput, guideLinkRequestSchema } from "#core/guides";
import type { Route } from "./+types/guides-manage";

// /guides/manage (docs/product.md "Guide links"): without a token, where a guide asks for the
// update link (the same answer for every address); with one, the listing in the application's
// form, to update or withdraw. Opening the link changes nothing; each change is a button's post,
// with or without JavaScript. The token makes the page private: never stored, never indexed.

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

const refused = () => data({ state: "refused" as const, message: GUIDE_LINK_REFUSED }, { status: 404 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = linkToken(request);
  if (token === undefined) return { state: "ask" as const };
  try {
    const guide = await context.services.findGuideForUpdate({ token });
    if (url.searchParams.get("step") === "withdraw") return { state: "withdraw" as const, token, guide };
    const state = guideStateFrom(url, guide.state);
    const own = state === guide.state;
    const initial = {
      ...guide,
      email: "",
      phone: guide.phone ?? "",
      website: guide.website ?? "",
      state,
      regions: own ? guide.regions : [],
      locationIds: own ? guide.locationIds.map(String) : [],
    };
    return {
      state: "edit" as const,
      token,
      guide,
      formState: state,
      curated: curatedRegions,
      waters: await waterChoices(context, state),
      initial,
    };
  } catch (error) {
    if (statusOf(error) === 404) return refused();
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "request-link") {
    const email = String(form.get("email") ?? "");
    const checked = guideLinkRequestSchema.safeParse({ email });
    if (!checked.success)
      return data(
        { state: "ask" as const, email, error: "Please enter a valid email address" },
        { status: 400 },
      );
    const { message } = await context.services.requestGuideUpdateLink({ email: checked.data.email });
    return data({ state: "done" as const, title: "Check your e-mail", message }, { status: 202 });
  }
  const token = linkToken(request, form);
  try {
    if (intent === "withdraw") {
      const { message } = await context.services.withdrawGuideListing({ token });
      // The action's status wins over the loader's after it, which finds the link spent.
      return data({ state: "done" as const, title: "Your listing is withdrawn", message }, { status: 200 });
    }
    if (intent === "update") {
      const values = guideFormFromData(form);
      const errors = guideFormErrors("update", values, curatedRegions);
      if (Object.keys(errors).length > 0)
        return data({ state: "invalid" as const, values, errors }, { status: 400 });
      try {
        const { message } = await context.services.updateGuideListing({
          token,
          // Checked above by the same schema; the service parses it again.
          input: values as GuideUpdateInput,
        });
        return data({ state: "done" as const, title: "Your changes are saved", message }, { status: 200 });
      } catch (error) {
        const field = refusedGuideField(error);
        if (field) return data({ state: "invalid" as const, values, errors: field }, { status: 400 });
        throw error;
      }
    }
  } catch (error) {
    if (statusOf(error) === 404) return refused();
    if (statusOf(error) === 409 && error instanceof Error)
      return data(
        { state: "done" as const, title: "This listing cannot be changed", message: error.message },
        { status: 409 },
      );
    throw error;
  }
  throw data({ message: "Unknown form" }, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.state === "ask" ? "Update or withdraw your guide listing" : "Your guide listing";
  return privatePageMeta(`${title} - Fish Spots`);
}

export default function GuidesManage({ loaderData, actionData }: Route.ComponentProps) {
  // What a post answered comes first: after a change the spent link's page is refused anyway.
  if (actionData?.state === "done")
    return <ManageDone title={actionData.title} message={actionData.message} />;
  if (actionData?.state === "refused") return <ManageRefused message={actionData.message} />;
  if (actionData?.state === "ask") return <ManageAsk email={actionData.email} error={actionData.error} />;
  const view = loaderData;
  if (view.state === "ask") return <ManageAsk />;
  if (view.state === "refused") return <ManageRefused message={view.message} />;
  if (view.state === "withdraw") return <ManageWithdraw token={view.token} business={view.guide.business} />;
  const invalid = actionData?.state === "invalid" ? actionData : undefined;
  return (
    <ManageEdit
      token={view.token}
      guide={view.guide}
      formState={view.formState}
      curated={view.curated}
      waters={view.waters}
      initial={invalid?.values ?? view.initial}
      errors={invalid?.errors}
    />
  );
}
