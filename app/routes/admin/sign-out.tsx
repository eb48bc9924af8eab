import { redirect } from "react-router";
import { CONSOLE_HEADERS, requireOperatorPost } from "#app/lib/operator.server";
import type { Route } from "./+types/sign-out";

// POST /admin/sign-out: the session row goes, so the cookie is worth nothing wherever it is.

export function loader() {
  throw redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOperatorPost(request, context);
  const cleared = await context.services.signOutOperator({ cookie: request.headers.get("cookie") });
  throw redirect("/admin/login", { headers: { ...CONSOLE_HEADERS, "Set-Cookie": cleared } });
}
