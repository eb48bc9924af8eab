import { ResponseError } from "#app/lib/api";
import { isOfflineFailure } from "#app/lib/offline";
import type { ReportReason } from "#core/moderation";

// How the browser reads the server's answers about moderation (docs/product.md "Moderation",
// decision 032): a posted review that is held, and a reader's report.

export type PostedReview = "published" | "held";

/**
 * 201 carries the stored review, now shown; 202 (`{ status: "held", message }`) means it was
 * kept for a check and is not shown yet. 202 is the only accepted-but-not-stored answer, so the
 * status alone decides and the body need not be read.
 */
export function postedReviewStatus(httpStatus: number): PostedReview {
  return httpStatus === 202 ? "held" : "published";
}

export type ReportChoice = { reason: ReportReason; note: string };

/** The body of POST /api/reviews/{id}/reports: a blank note is left out rather than sent empty. */
export function reportPayload({ reason, note }: ReportChoice): { reason: ReportReason; note?: string } {
  const trimmed = note.trim();
  return trimmed ? { reason, note: trimmed } : { reason };
}

/**
 * Why a report was not taken: the review is no longer public (404: hidden, held or deleted
 * since the page loaded), the device is offline, or anything else (a bad request, a rate limit,
 * a server fault), which the reader may simply try again.
 */
export function reportFailure(error: unknown, online?: boolean): "not-shown" | "offline" | "failed" {
  if (error instanceof ResponseError && error.status === 404) return "not-shown";
  if (isOfflineFailure(error, online)) return "offline";
  return "failed";
}
