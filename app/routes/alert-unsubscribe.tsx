import { CircleCheck, MailX } from "lucide-react";
import {
  data,
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
  useSearchParams,
} from "react-router";
import { AlertLinkCard } from "#app/components/alerts/AlertLinkCard";
import { LINK_PROBLEM_TITLES, LinkProblem } from "#app/components/alerts/LinkProblem";
import { NewAlertLink } from "#app/components/alerts/NewAlertLink";
import { Button } from "#app/components/ui/button";
import {
  alertIdFrom,
  linkToken,
  loadEmailLinkAlert,
  PRIVATE_PAGE_HEADERS,
  problemFor,
} from "#app/lib/alertLinkPages.server";
import { privatePageMeta } from "#app/lib/seo";
import { alertLinks } from "#core/alertLinks";
import type { Route } from "./+types/alert-unsubscribe";

// /alerts/{id}/unsubscribe?token=… (docs/product.md "Alert link pages", decision 015): the
// unsubscribe link of a notice, and where the one-click API address sends a plain GET. Opening it
// changes nothing; the one button deletes this alert. An alert already gone is answered kindly.

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function loader(args: Route.LoaderArgs) {
  return loadEmailLinkAlert(args);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = alertIdFrom(params);
  const form = await request.formData();
  try {
    const outcome =
      id === null
        ? ({ status: "gone" } as const)
        : await context.services.unsubscribeTideAlert({ id, token: linkToken(request, form) });
    // The action's status wins over the loader's (404 once the alert is gone).
    return data(
      outcome.status === "unsubscribed"
        ? {
            state: "unsubscribed" as const,
            locationId: outcome.locationId,
            locationName: outcome.locationName,
          }
        : { state: "already" as const },
      { status: 200 },
    );
  } catch (error) {
    return problemFor(error);
  }
}

/** Once the alert is gone there is nothing to reload: the loader would only answer 404. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult?.state === "unsubscribed" || actionResult?.state === "already") return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.state === "found") return privatePageMeta("Unsubscribe from a tide alert - Fish Spots");
  if (loaderData?.state === "forbidden")
    return privatePageMeta(`${LINK_PROBLEM_TITLES.forbidden} - Fish Spots`);
  return privatePageMeta("Unsubscribed - Fish Spots");
}

function AlreadyGone() {
  return (
    <AlertLinkCard icon={<CircleCheck aria-hidden />} title="You are already unsubscribed">
      <p role="status">This alert no longer exists, so no more e-mails will come from it.</p>
      <NewAlertLink locationId={null} locationName="" />
    </AlertLinkCard>
  );
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const sending = useNavigation().state === "submitting";

  if (actionData?.state === "unsubscribed") {
    return (
      <AlertLinkCard icon={<CircleCheck aria-hidden />} title="You are unsubscribed">
        <p role="status">
          {`No more e-mails will come from your tide alert for ${actionData.locationName}. Your other alerts, if any, are unchanged.`}
        </p>
        <NewAlertLink locationId={actionData.locationId} locationName={actionData.locationName} />
      </AlertLinkCard>
    );
  }
  if (actionData?.state === "already") return <AlreadyGone />;
  const view = actionData?.state === "forbidden" ? actionData : loaderData;
  if (view.state === "gone") return <AlreadyGone />;
  if (view.state !== "found") return <LinkProblem kind={view.state} />;

  const { alert } = view;
  const token = searchParams.get("token") ?? "";
  return (
    <AlertLinkCard icon={<MailX aria-hidden />} title="Unsubscribe from this tide alert?">
      <p>
        Stop the e-mails to <strong className="break-words">{alert.email}</strong> about{" "}
        <strong>{alert.locationName}</strong>? This deletes this alert; your other alerts stay as they are.
      </p>
      <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
        <Link
          to={alertLinks.manage(alert.id, token)}
          className="inline-block py-2 text-center text-sm font-medium text-primary underline underline-offset-2 sm:text-left"
        >
          Pause it instead
        </Link>
      </Form>
    </AlertLinkCard>
  );
}
