import { KeyRound } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { CONSOLE_HEADERS, requireConsole } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import { SIGN_IN_LINK_REFUSED } from "#core/operators";
import type { Route } from "./+types/sign-in";

// /admin/sign-in?token=… (docs/product.md "Operator sign-in", decision 032): where the e-mailed
// link lands. Opening it changes nothing, because mail scanners open links too; the button
// spends the link and starts the session.

export function headers() {
  return CONSOLE_HEADERS;
}

export function loader({ context }: Route.LoaderArgs) {
  requireConsole(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireConsole(context);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const session = token ? await context.services.completeOperatorSignIn({ token }) : null;
  if (!session) return data({ refused: SIGN_IN_LINK_REFUSED }, { status: 401 });
  throw redirect("/admin", {
    headers: { ...CONSOLE_HEADERS, "Set-Cookie": session.setCookie },
  });
}

export function meta() {
  return privatePageMeta("Sign in - Fish Spots console");
}

export default function OperatorSignIn({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const sending = useNavigation().state === "submitting";
  const token = searchParams.get("token") ?? "";
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <Card className="p-6 md:p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <KeyRound className="size-6 text-primary" aria-hidden />
          Sign in to the console
        </h1>
        {actionData?.refused || !token ? (
          <>
            <p role="alert" className="mt-4">
              {actionData?.refused ?? "This sign-in link is incomplete."}
            </p>
            <Link to="/admin/login" className="mt-4 inline-block font-medium text-primary underline">
              Ask for a new link
            </Link>
          </>
        ) : (
          <Form method="post" className="mt-6 grid gap-4">
            <p className="text-muted-foreground">
              The link works once. Press the button to start your session.
            </p>
            <input type="hidden" name="token" value={token} />
            <Button type="submit" disabled={sending}>
              {sending ? "Signing in..." : "Sign in"}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
