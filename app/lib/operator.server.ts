import { type AppLoadContext, data, redirect } from "react-router";
import { NEVER_STORED } from "#core/cachePolicy";
import { CSRF_FIELD } from "#core/operators";
import type { OperatorRequest, OperatorSession } from "#server/services/console";

// The console's pages (docs/product.md "Operator console", decision 032): every loader and action
// asks here who is signed in. A parent route's loader runs beside its children's, never
// before them, so each page checks for itself. The check is the API's own
// (services.requireOperator); a page answers its refusals in its own way.

export type Operator = OperatorSession;

export const CONSOLE_HEADERS = {
  "Cache-Control": NEVER_STORED,
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

/** Without operators the console does not exist: its pages are the site's 404. */
export function requireConsole(context: Pick<AppLoadContext, "services">): void {
  if (!context.services.operatorConsoleOn) throw data(null, { status: 404 });
}

const statusOf = (error: unknown) =>
  typeof error === "object" && error !== null && "status" in error ? error.status : undefined;

/** The guard's refusals as a page gives them: no session, to the sign-in page; a wrong token, 403. */
async function guard(context: Pick<AppLoadContext, "services">, request: OperatorRequest): Promise<Operator> {
  requireConsole(context);
  try {
    return await context.services.requireOperator(request);
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) throw redirect("/admin/login", { headers: CONSOLE_HEADERS });
    if (status === 403) throw data({ message: (error as Error).message }, { status: 403 });
    throw error;
  }
}

/** The signed-in operator, or a redirect to the sign-in page. */
export function requireOperator(
  request: Request,
  context: Pick<AppLoadContext, "services">,
): Promise<Operator> {
  return guard(context, { cookie: request.headers.get("cookie"), write: false });
}

/**
 * An operator's form post: signed in, and the form's CSRF field equal to the session's token
 * (403 otherwise), as the API asks of its X-CSRF-Token header. Returns the operator and the form.
 */
export async function requireOperatorPost(
  request: Request,
  context: Pick<AppLoadContext, "services">,
): Promise<{ operator: Operator; form: FormData }> {
  // Signed in first: a visitor without a session is sent to sign in, whatever the form holds.
  await requireOperator(request, context);
  const form = await request.formData();
  const operator = await guard(context, {
    cookie: request.headers.get("cookie"),
    write: true,
    csrfToken: form.get(CSRF_FIELD),
  });
  return { operator, form };
}
