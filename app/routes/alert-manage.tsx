import { Bell, BellOff, BellRing, CircleCheck, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
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
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Callout } from "#app/components/ui/callout";
import {
  alertIdFrom,
  linkToken,
  loadEmailLinkAlert,
  PRIVATE_PAGE_HEADERS,
  problem,
  problemFor,
} from "#app/lib/alertLinkPages.server";
import { privatePageMeta } from "#app/lib/seo";
import { alertLinks } from "#core/alertLinks";
import { alertWatches, frequencyLabel, isAlertActive } from "#core/alerts";
import type { Route } from "./+types/alert-manage";

// /alerts/{id}?token=… (decision 015): one alert, reached from its e-mails. Pause, resume and
// delete are posts from this page's buttons; delete asks once more on a second step (?step=delete).

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function loader(args: Route.LoaderArgs) {
  return loadEmailLinkAlert(args);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = alertIdFrom(params);
  if (id === null) return problem("gone");
  const form = await request.formData();
  const token = linkToken(request, form);
  const intent = form.get("intent");
  try {
    // The e-mail's token, and only it, opens this page: checked before anything changes.
    const alert = await context.services.findAlertForEmailLink({ id, token });
    if (intent === "pause" || intent === "resume") {
      await context.services.setTideAlertActive({ id, active: intent === "resume", token });
      return { state: "changed" as const, notice: intent === "resume" ? "Alert activated" : "Alert paused" };
    }
    if (intent === "delete") {
      await context.services.deleteTideAlert({ id, token });
      const { locationId, locationName } = alert;
      return data({ state: "deleted" as const, locationId, locationName }, { status: 200 });
    }
  } catch (error) {
    return problemFor(error);
  }
  throw data({ message: "Unknown form" }, { status: 400 });
}

/** Once the alert is gone there is nothing to reload: the loader would only answer 404. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult?.state === "deleted") return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.state === "found") {
    return privatePageMeta(`Your tide alert for ${loaderData.alert.locationName} - Fish Spots`);
  }
  return privatePageMeta(`${LINK_PROBLEM_TITLES[loaderData?.state ?? "gone"]} - Fish Spots`);
}

/** One line of the alert's facts: the term above its value on a phone, beside it on wider screens. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-x-4">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export default function ManageAlert({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const sending = useNavigation().state === "submitting";

  if (actionData?.state === "deleted") {
    return (
      <AlertLinkCard icon={<CircleCheck aria-hidden />} title="Tide alert has been deleted.">
        <p role="status">
          {`No more e-mails will come from your alert for ${actionData.locationName}. Your other alerts, if any, are unchanged.`}
        </p>
        <NewAlertLink locationId={actionData.locationId} locationName={actionData.locationName} />
      </AlertLinkCard>
    );
  }
  const view = actionData?.state === "forbidden" || actionData?.state === "gone" ? actionData : loaderData;
  if (view.state !== "found") return <LinkProblem kind={view.state} />;

  const { alert } = view;
  const token = searchParams.get("token") ?? "";
  const active = isAlertActive(alert);
  const watches = alertWatches(alert);
  const confirmingDelete = searchParams.get("step") === "delete";
  const notice = actionData?.state === "changed" ? actionData.notice : undefined;

  return (
    <AlertLinkCard icon={<BellRing aria-hidden />} title={`Your tide alert for ${alert.locationName}`}>
      {notice && (
        <Callout variant="success" role="status">
          <CircleCheck aria-hidden />
          <p className="font-medium">{notice}</p>
        </Callout>
      )}
      <dl className="grid gap-3 text-sm">
        <Fact term="Status">
          <Badge variant={active ? "default" : "outline"}>{active ? "Active" : "Paused"}</Badge>
        </Fact>
        <Fact term="E-mails to">
          <span className="break-words">{alert.email}</span>
        </Fact>
        <Fact term="Watches">
          {watches.length > 0
            ? watches.map((watch, index) => (
                <span key={watch}>
                  {index > 0 && " · "}
                  <span className="whitespace-nowrap">{watch}</span>
                </span>
              ))
            : "No events chosen"}
        </Fact>
        <Fact term="Frequency">{frequencyLabel(alert.minAlertInterval)}</Fact>
        {alert.locationId != null && (
          <Fact term="Location">
            <Link
              to={alertLinks.locationTides(alert.locationId)}
              className="font-medium text-primary underline underline-offset-2"
            >
              {`${alert.locationName} tides`}
            </Link>
          </Fact>
        )}
      </dl>
      {!alert.emailConfirmed && (
        <Callout variant="caution">
          <Bell aria-hidden />
          <p>
            This address is not confirmed yet, so no alert e-mails are sent. Look for the confirmation e-mail
            we sent when the alert was created.
          </p>
        </Callout>
      )}

      {confirmingDelete ? (
        <section
          aria-labelledby="delete-heading"
          className="grid gap-3 rounded-lg border border-destructive/50 p-4"
        >
          <h2 id="delete-heading" className="text-lg font-semibold">
            Delete this tide alert?
          </h2>
          <p className="text-sm text-muted-foreground">
            {`Notifications to ${alert.email} for ${alert.locationName} stop for good. This cannot be undone.`}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <Link to={alertLinks.manage(alert.id, token)} replace>
                Cancel
              </Link>
            </Button>
            <Form method="post" action={alertLinks.manage(alert.id, token)} className="contents">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" name="intent" value="delete" variant="destructive" disabled={sending}>
                {sending ? "Deleting..." : "Delete Alert"}
              </Button>
            </Form>
          </div>
        </section>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <Button
              type="submit"
              name="intent"
              value={active ? "pause" : "resume"}
              variant="outline"
              disabled={sending}
            >
              {active ? <BellOff aria-hidden /> : <Bell aria-hidden />}
              {active ? "Pause" : "Resume"}
            </Button>
          </Form>
          <Button asChild variant="outline">
            <Link to={`${alertLinks.manage(alert.id, token)}&step=delete#delete`}>
              <Trash2 aria-hidden />
              Delete
            </Link>
          </Button>
        </div>
      )}
    </AlertLinkCard>
  );
}
