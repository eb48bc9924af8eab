import { LogIn } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import { CONSOLE_HEADERS, requireConsole } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import { SIGN_IN_ANSWER } from "#core/operators";
import { signInRequestSchema } from "#core/schemas";
import type { Route } from "./+types/login";

// /admin/login (docs/product.md "Operator sign-in"): an address in, the same answer out, whoever
// asks. Only an address of OPERATOR_EMAILS is sent a link; the limits per client and per
// address apply here as on the API.

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
  const email = String(form.get("email") ?? "");
  const parsed = signInRequestSchema.safeParse({ email });
  if (!parsed.success)
    return data({ email, error: "Please enter a valid email address", sent: null }, { status: 400 });
  await context.services.requestOperatorSignIn({ email: parsed.data.email });
  return { email, error: null, sent: SIGN_IN_ANSWER };
}

export function meta() {
  return privatePageMeta("Operator sign-in - Fish Spots");
}

export default function OperatorLogin({ actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <Card className="p-6 md:p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <LogIn className="size-6 text-primary" aria-hidden />
          Operator sign-in
        </h1>
        {actionData?.sent ? (
          <p role="status" className="mt-4">
            {actionData.sent}
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted-foreground">
              We e-mail a sign-in link to the address you give, if it belongs to an operator.
            </p>
            <Form method="post" className="mt-6 grid gap-4">
              <FormField id="operator-email" label="Email" error={actionData?.error ?? undefined}>
                {(control) => (
                  <Input
                    {...control}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    defaultValue={actionData?.email ?? ""}
                  />
                )}
              </FormField>
              <Button type="submit" disabled={sending}>
                {sending ? "Sending..." : "Send sign-in link"}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
