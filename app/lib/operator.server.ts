import { type AppLoadContext, data, redirect } from "react-router";
import { NEVER_STORED } from "#core/cachePolicy";
import { CSRF_FIELD, OPERATOR_COOKIE, readCookie } from "#core/operators";

// The console's pages (docs/product.md "Operator console", decision 032): every loader and action
// asks here who is signed in. A parent route's loader runs beside its children's, never
// before them, so each page checks for itself.

export type Operator = { email: string; csrfToken: string };

export const CONSOLE_HEADERS = {
  "Cache-Control": NEVER_STORED,
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

/** Without operators the console does not exist: its pages are the site's 404. */
export function requireConsole(context: Pick<AppLoadContext, "services">): void {
  if (!context.services.operatorConsoleOn) throw data(null, { status: 404 });
}

export function sessionIdOf(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), OPERATOR_COOKIE);
}

/** The signed-in operator, or a redirect to the sign-in page. */
export async function requireOperator(
  request: Request,
  context: Pick<AppLoadContext, "services">,
): Promise<Operator> {
  requireConsole(context);
  const sessionId = sessionIdOf(request);
  const session = sessionId ? await context.services.findOperatorSession({ sessionId }) : null;
  if (!session) throw redirect("/admin/login", { headers: CONSOLE_HEADERS });
  return { email: session.email, csrfToken: session.csrfToken };
}

/**
 * An operator's form post: signed in, and the form's CSRF field equal to the session's token
 * (403 otherwise), as the API asks of its X-CSRF-Token header. Returns the operator and the form.
 */
export async function requireOperatorPost(
  request: Request,
  context: Pick<AppLoadContext, "services">,
): Promise<{ operator: Operator; form: FormData }> {
  const operator = await requireOperator(request, context);
  const form = await request.formData();
  if (!context.services.operatorCsrfMatches(operator, form.get(CSRF_FIELD)))
    throw data({ message: "Missing or wrong CSRF token" }, { status: 403 });
  return { operator, form };
}
