import { CheckCircle2, Flag } from "lucide-react";
import { data } from "react-router";
import { consoleTime } from "#app/components/console/consoleTime";
import { ReviewDecisions } from "#app/components/console/ReviewDecisions";
import { StarRating } from "#app/components/locations/StarRating";
import { Badge } from "#app/components/ui/badge";
import { Callout } from "#app/components/ui/callout";
import { Card } from "#app/components/ui/card";
import { requireOperator, requireOperatorPost } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import { REPORT_REASONS } from "#core/moderation";
import { hideReviewInputSchema } from "#core/schemas";
import type { Route } from "./+types/moderation";

// /admin: the moderation queue (docs/product.md "Operator console"). Held and hidden reviews, and
// published ones readers reported, oldest first, each with its reports and the three decisions.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  return { queue: await context.services.listModerationQueue() };
}

const DONE = { publish: "Published", hide: "Hidden", delete: "Deleted" } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, form } = await requireOperatorPost(request, context);
  const intent = String(form.get("intent"));
  const reviewId = Number(form.get("reviewId"));
  if (!Number.isInteger(reviewId) || reviewId <= 0) throw data({ message: "Bad review id" }, { status: 400 });
  const decision = { reviewId, operator: operator.email };
  try {
    if (intent === "publish") await context.services.publishReview(decision);
    else if (intent === "hide") {
      const parsed = hideReviewInputSchema.safeParse({ reason: String(form.get("reason") ?? "") });
      if (!parsed.success)
        return data({ done: null, error: parsed.error.issues[0]?.message ?? null }, { status: 400 });
      await context.services.hideReview({ ...decision, reason: parsed.data.reason });
    } else if (intent === "delete") await context.services.deleteReview(decision);
    else throw data({ message: "Unknown decision" }, { status: 400 });
  } catch (error) {
    if (error instanceof Error && "status" in error && error.status === 404)
      return data({ done: null, error: `Review #${reviewId} is gone already.` }, { status: 404 });
    throw error;
  }
  return { done: `${DONE[intent as keyof typeof DONE]} review #${reviewId}.`, error: null };
}

export function meta() {
  return privatePageMeta("Moderation - Fish Spots console");
}

const reasonLabel = (value: string) => REPORT_REASONS.find((r) => r.value === value)?.label ?? value;

const STATUS_LABEL: Record<string, string> = {
  held: "Held for a check",
  hidden: "Hidden",
  published: "Published, reported",
};

export default function ModerationQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  return (
    <section aria-labelledby="moderation-heading">
      <h1 id="moderation-heading" className="text-2xl font-bold tracking-tight">
        Moderation
      </h1>
      <p className="mt-1 text-muted-foreground">
        Reviews held for a check, hidden after reports, or reported by readers. Oldest first.
      </p>
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
      {queue.length === 0 ? (
        <p className="mt-6">Nothing waits for a decision.</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {queue.map((review) => (
            <li key={review.id}>
              <Card className="p-4 md:p-6">
                <article aria-labelledby={`review-${review.id}-title`} className="grid gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 id={`review-${review.id}-title`} className="font-semibold">
                      {`#${review.id} by ${review.userName}`}{" "}
                      <span className="font-normal text-muted-foreground">
                        on{" "}
                        <a
                          className="text-primary underline"
                          href={`/locations/${review.locationId}?tab=reviews`}
                        >
                          {review.locationName}
                        </a>
                      </span>
                    </h2>
                    <Badge variant={review.status === "published" ? "outline" : "accent"}>
                      {STATUS_LABEL[review.status] ?? review.status}
                    </Badge>
                  </div>
                  <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                    <StarRating average={review.rating} showValue={false} />
                    <span>{`Posted ${consoleTime(review.createdAt)}`}</span>
                  </div>
                  {review.reviewText && (
                    <p className="whitespace-pre-line break-words">{review.reviewText}</p>
                  )}
                  {review.moderationNote && (
                    <p className="text-sm">
                      <span className="font-medium">Why: </span>
                      {review.moderationNote}
                    </p>
                  )}
                  {review.reports.length > 0 && (
                    <div className="rounded-md bg-muted p-3 text-sm">
                      <p className="flex items-center gap-1 font-medium">
                        <Flag className="size-4" aria-hidden />
                        {`${review.reports.length} ${review.reports.length === 1 ? "report" : "reports"}`}
                      </p>
                      <ul className="mt-1 grid gap-1">
                        {review.reports.map((report) => (
                          <li key={`${report.createdAt}-${report.reason}-${report.note}`}>
                            {`${reasonLabel(report.reason)} · ${consoleTime(report.createdAt)}`}
                            {report.note && (
                              <span className="block break-words text-muted-foreground">{report.note}</span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <ReviewDecisions reviewId={review.id} status={review.status} />
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
