import { CircleCheck, Link2Off, MailCheck } from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { AlertLinkCard } from "#app/components/alerts/AlertLinkCard";
import { GUIDE_MANAGE_PATH } from "#app/components/guides/guidePaths";
import { Button } from "#app/components/ui/button";
import { linkToken, PRIVATE_PAGE_HEADERS, statusOf } from "#app/lib/alertLinkPages.server";
import { privatePageMeta } from "#app/lib/seo";
import { GUIDE_LINK_REFUSED, guideTokenSchema } from "#core/guides";
import type { Route } from "./+types/guides-confirm";

// /guides/confirm?token=… (docs/product.md "Guide application"): the link of a guide's
// confirmation e-mail. Opening it changes nothing, since mail scanners open links too; the
// button posts, with or without JavaScript.

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

const refused = () => data({ state: "refused" as const, message: GUIDE_LINK_REFUSED }, { status: 404 });

export function loader({ request }: Route.LoaderArgs) {
  // A token that cannot be one is refused at once; a well-formed one is checked by the button.
  if (!guideTokenSchema.safeParse(linkToken(request)).success) return refused();
  return { state: "pending" as const };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const { message } = await context.services.confirmGuideApplication({ token: linkToken(request, form) });
    // The action's status wins over the loader's that runs after it.
    return data({ state: "confirmed" as const, message }, { status: 200 });
  } catch (error) {
    if (statusOf(error) === 404) return refused();
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(
    loaderData?.state === "pending"
      ? "Confirm your guide application - Fish Spots"
      : "Guide application - Fish Spots",
  );
}

export default function GuidesConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const [searchParams] = useSearchParams();
  const sending = useNavigation().state === "submitting";

  if (view.state === "pending")
    return (
      <AlertLinkCard icon={<MailCheck aria-hidden />} title="Confirm your guide application">
        <p>Press the button to confirm your address and send your application to our team.</p>
        <p className="text-muted-foreground">
          Nothing of it is shown on the site until our team approves it. We e-mail you when it is live.
        </p>
        <Form method="post" className="mt-2">
          <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? "Confirming..." : "Confirm my application"}
          </Button>
        </Form>
      </AlertLinkCard>
    );

  if (view.state === "confirmed")
    return (
      <AlertLinkCard icon={<CircleCheck aria-hidden />} title="Your application is confirmed">
        <p role="status">{view.message}</p>
        <div>
          <Button asChild variant="outline">
            <Link to="/#directory">Explore Fishing Spots</Link>
          </Button>
        </div>
      </AlertLinkCard>
    );

  return (
    <AlertLinkCard tone="problem" icon={<Link2Off aria-hidden />} title="This link does not work">
      <p>{view.message}</p>
      <p className="text-muted-foreground">
        A confirmation link works once, within 7 days. If your application is already confirmed, it waits for
        our team's review. Otherwise apply again and a new link is sent.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/guides/apply">Apply again</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={GUIDE_MANAGE_PATH}>Update a listing</Link>
        </Button>
      </div>
    </AlertLinkCard>
  );
}
