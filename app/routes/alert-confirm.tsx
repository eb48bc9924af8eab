import { CircleCheck, MailCheck } from "lucide-react";
import { data, Form, useNavigation, useSearchParams } from "react-router";
import { AlertLinkCard } from "#app/components/alerts/AlertLinkCard";
import { LINK_PROBLEM_TITLES, LinkProblem } from "#app/components/alerts/LinkProblem";
import { PlaceLinks } from "#app/components/alerts/PlaceLinks";
import { Button } from "#app/components/ui/button";
import { linkToken, PRIVATE_PAGE_HEADERS, problemFor } from "#app/lib/alertLinkPages.server";
import { privatePageMeta } from "#app/lib/seo";
import type { Route } from "./+types/alert-confirm";

// /alerts/confirm?token=… (docs/product.md "Alert link pages", decision 015): the link of the
// confirmation e-mail. Opening it only shows what would be confirmed, since mail scanners open
// links too; the button posts.

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const confirmation = await context.services.findConfirmation({ token: linkToken(request) });
    return { ...confirmation, state: confirmation.confirmed ? ("confirmed" as const) : ("pending" as const) };
  } catch (error) {
    return problemFor(error, "invalid");
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const result = await context.services.confirmSubscriber({ token: linkToken(request, form) });
    // The action's status wins over the loader's that runs after it.
    return data({ ...result, state: "confirmed-now" as const }, { status: 200 });
  } catch (error) {
    return problemFor(error, "invalid");
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const state = loaderData?.state;
  if (state === "pending") return privatePageMeta("Confirm your tide alerts - Fish Spots");
  if (state === "confirmed") return privatePageMeta("Tide alerts confirmed - Fish Spots");
  return privatePageMeta(`${LINK_PROBLEM_TITLES.invalid} - Fish Spots`);
}

export default function ConfirmAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const [searchParams] = useSearchParams();
  const sending = useNavigation().state === "submitting";

  if (view.state === "pending") {
    return (
      <AlertLinkCard icon={<MailCheck aria-hidden />} title="Confirm your tide alerts">
        {view.places.length > 0 ? (
          <>
            <p>
              Confirm that <strong className="break-words">{view.email}</strong> should get e-mails from these
              tide alerts:
            </p>
            <PlaceLinks places={view.places} />
          </>
        ) : (
          <p>
            Confirm that <strong className="break-words">{view.email}</strong> may get tide alerts. It has no
            alerts right now; the next one you set up will reach it.
          </p>
        )}
        <p className="text-muted-foreground">
          Nothing is sent to this address until you confirm. Every alert's e-mails carry links to pause it or
          leave it.
        </p>
        <Form method="post" className="mt-2">
          <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? "Confirming..." : "Confirm my alerts"}
          </Button>
        </Form>
      </AlertLinkCard>
    );
  }

  if (view.state === "confirmed" || view.state === "confirmed-now") {
    const already = view.state === "confirmed" || ("alreadyConfirmed" in view && view.alreadyConfirmed);
    return (
      <AlertLinkCard
        icon={<CircleCheck aria-hidden />}
        title={already ? "Your address is already confirmed" : "Your address is confirmed"}
      >
        <p role="status">
          Your address is confirmed: tide alerts for these places will reach{" "}
          <strong className="break-words">{view.email}</strong>.
        </p>
        {view.places.length > 0 ? (
          <PlaceLinks places={view.places} />
        ) : (
          <p className="text-muted-foreground">This address has no alerts right now.</p>
        )}
        <p className="text-muted-foreground">
          Each e-mail says what is coming and links to pause the alert or leave it.
        </p>
      </AlertLinkCard>
    );
  }

  return <LinkProblem kind={view.state} />;
}
