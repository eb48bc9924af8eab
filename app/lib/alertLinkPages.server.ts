import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import type { LinkProblemKind } from "#app/components/alerts/LinkProblem";
import { NEVER_STORED } from "#core/cachePolicy";
import { idSchema } from "#core/schemas";

// Shared by the pages e-mails link to (decision 015): where their token comes from, and how a
// service's refusal becomes a page state with an honest status instead of an error page.

/** The link's token: from the posted form (the page's button) or from the address. */
export function linkToken(request: Request, form?: FormData): string | undefined {
  const posted = form?.get("token");
  if (typeof posted === "string" && posted !== "") return posted;
  return new URL(request.url).searchParams.get("token") ?? undefined;
}

/** A malformed id names no alert: the same answer as an unknown one. */
export function alertIdFrom(params: { id?: string }): number | null {
  const id = idSchema.safeParse(params.id);
  return id.success ? id.data : null;
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  return typeof error.status === "number" ? error.status : undefined;
}

export function problem(kind: LinkProblemKind) {
  const status = kind === "forbidden" ? 403 : 404;
  return data({ state: kind } as const, { status });
}

/** 403 and 404 from a service become page states; anything else is a real fault. */
export function problemFor(error: unknown, notFound: LinkProblemKind = "gone") {
  const status = statusOf(error);
  if (status === 403) return problem("forbidden");
  if (status === 404) return problem(notFound);
  throw error;
}

/**
 * These pages carry a private token in their address: never stored by a cache (the service
 * worker skips no-store answers; a CDN keeps no private answer), never sent to another site as
 * a referrer, never indexed. Not "no-referrer": browsers then post forms with `Origin: null`,
 * which React Router refuses as a cross-site action.
 */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": NEVER_STORED,
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

/** The loader of a page for one alert: the alert its e-mail token opens, or the problem. */
export async function loadEmailLinkAlert({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id?: string };
  context: AppLoadContext;
}) {
  const id = alertIdFrom(params);
  if (id === null) return problem("gone");
  try {
    const alert = await context.services.findAlertForEmailLink({ id, token: linkToken(request) });
    return { state: "found" as const, alert };
  } catch (error) {
    return problemFor(error);
  }
}
