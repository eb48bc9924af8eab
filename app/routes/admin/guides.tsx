import { CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import { type GuideDecisionFailure, GuideDecisions } from "#app/components/console/GuideDecisions";
import { GUIDE_STATUS_LABEL, GuideDetails } from "#app/components/console/GuideDetails";
import { Callout } from "#app/components/ui/callout";
import { Card } from "#app/components/ui/card";
import { cn } from "#app/lib/cn";
import { requireOperator, requireOperatorPost } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import { type GuideStatus, guideReasonSchema } from "#core/guides";
import type { Route } from "./+types/guides";

// /admin/guides (docs/product.md "Guide review"): the guides' confirmed applications and their
// listings, those waiting for review first, then oldest first; or those of one status. Each can
// be approved, rejected with a reason the guide is mailed, hidden with a reason, or edited.

/** The filter's choices; without one, every guide past its confirmation, pending first. */
const FILTERS = ["pending", "approved", "rejected", "hidden", "withdrawn"] as const satisfies GuideStatus[];
type Filter = (typeof FILTERS)[number];

function filterOf(request: Request): Filter | null {
  const status = new URL(request.url).searchParams.get("status");
  if (status === null || status === "") return null;
  if (!(FILTERS as readonly string[]).includes(status))
    throw data({ message: `status is one of ${FILTERS.join(", ")}` }, { status: 400 });
  return status as Filter;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  const status = filterOf(request);
  return { status, guides: await context.services.listConsoleGuides(status ? { status } : {}) };
}

type ActionData = { done: string | null; error: string | null; failed: GuideDecisionFailure | null };

const refused = (error: string, status: number, failed: GuideDecisionFailure | null = null) =>
  data<ActionData>({ done: null, error, failed }, { status });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const statusOf = (error: unknown) =>
  error instanceof Error && "status" in error && typeof error.status === "number" ? error.status : null;

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, form } = await requireOperatorPost(request, context);
  const intent = String(form.get("intent"));
  if (intent !== "approve" && intent !== "reject" && intent !== "hide")
    throw data({ message: "Unknown decision" }, { status: 400 });
  const id = Number(form.get("guideId"));
  if (!Number.isInteger(id) || id <= 0) throw data({ message: "Bad guide id" }, { status: 400 });
  const decision = { id, operator: operator.email };
  const done = (message: string): ActionData => ({ done: message, error: null, failed: null });
  try {
    // The business names the guide in the messages: an id alone is easy to mistake.
    const { business } = await context.services.findConsoleGuide({ id });
    const guide = `guide #${id}, ${business}`;
    if (intent === "approve") {
      await context.services.approveGuide(decision);
      return done(
        `Approved ${guide}: the listing shows on its spots now, and the guide is e-mailed that it is live.`,
      );
    }
    const reason = String(form.get("reason") ?? "");
    const parsed = guideReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      const verb = intent === "reject" ? "rejected" : "hidden";
      return refused(`${capitalised(guide)}, was not ${verb}: check the reason on its card.`, 400, {
        guideId: id,
        intent,
        reason,
        error: parsed.error.issues[0]?.message ?? "Please give a reason",
      });
    }
    if (intent === "reject") {
      await context.services.rejectGuide({ ...decision, reason: parsed.data.reason });
      return done(`Rejected ${guide}. The guide is e-mailed the reason.`);
    }
    await context.services.hideGuide({ ...decision, reason: parsed.data.reason });
    return done(`Hidden ${guide}: the listing leaves every page until it is approved again.`);
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) return refused(`Guide #${id} was not found.`, 404);
    if (status === 409) return refused((error as Error).message, 409);
    throw error;
  }
}

export function meta() {
  return privatePageMeta("Guides - Fish Spots console");
}

const EMPTY: Record<Filter | "all", string> = {
  all: "No guide has confirmed an application yet.",
  pending: "No application waits for review.",
  approved: "No guide is listed.",
  rejected: "No application was rejected.",
  hidden: "No listing is hidden.",
  withdrawn: "No guide has withdrawn a listing.",
};

function StatusFilter({ current }: { current: Filter | null }) {
  const choices: { status: Filter | null; label: string }[] = [
    { status: null, label: "All, pending first" },
    ...FILTERS.map((status) => ({ status, label: GUIDE_STATUS_LABEL[status] })),
  ];
  return (
    <nav aria-label="Guides by status" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ status, label }) => (
          <li key={status ?? "all"}>
            <Link
              to={status ? `/admin/guides?status=${status}` : "/admin/guides"}
              aria-current={status === current ? "page" : undefined}
              className={cn(
                "inline-block rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-muted",
                status === current && "border-primary bg-secondary text-secondary-foreground",
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Guides({ loaderData, actionData }: Route.ComponentProps) {
  const { status, guides } = loaderData;
  const failed = actionData?.failed ?? null;
  return (
    <section aria-labelledby="guides-heading">
      <h1 id="guides-heading" className="text-2xl font-bold tracking-tight">
        Guides
      </h1>
      <p className="mt-1 text-muted-foreground">
        Local guides' confirmed applications and their listings. Those waiting for review first, then oldest
        first. Nothing shows on a spot until it is approved.
      </p>
      <StatusFilter current={status} />
      {actionData?.done && (
        <Callout variant="success" role="status" className="mt-4">
          <CheckCircle2 aria-hidden />
          <p>{actionData.done}</p>
        </Callout>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 font-medium text-destructive">
          {actionData.error}
        </p>
      )}
      {guides.length === 0 ? (
        <p className="mt-6">{EMPTY[status ?? "all"]}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {guides.map((guide) => (
            <li key={guide.id}>
              <Card className="p-4 md:p-6">
                <article aria-labelledby={`guide-${guide.id}-title`} className="grid gap-4">
                  <GuideDetails guide={guide} />
                  <GuideDecisions
                    guideId={guide.id}
                    status={guide.status}
                    failed={failed?.guideId === guide.id ? failed : null}
                  />
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
