import { redirect } from "react-router";
import { CONSOLE_HEADERS, requireOperatorPost, sessionIdOf } from "#app/lib/operator.server";
import { clearedOperatorCookie } from "#core/operators";
import type { Route } from "./+types/sign-out";

// POST /admin/sign-out: the session row goes, so the cookie is worth nothing wherever it is.

export function loader() {
  throw redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOperatorPost(request, context);
  const sessionId = sessionIdOf(request);
  if (sessionId) await context.services.signOutOperator({ sessionId });
  throw redirect("/admin/login", {
    headers: { ...CONSOLE_HEADERS, "Set-Cookie": clearedOperatorCookie(context.publicConfig.publicUrl) },
  });
}
