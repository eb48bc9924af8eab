import { useRouteLoaderData } from "react-router";
import { CSRF_FIELD } from "#core/operators";

/** The console layout's route id: its loader has the signed-in operator. */
export const CONSOLE_ROUTE_ID = "admin-console";

export function useOperator(): { email: string; csrfToken: string } | undefined {
  return useRouteLoaderData<{ operator: { email: string; csrfToken: string } }>(CONSOLE_ROUTE_ID)?.operator;
}

/** Every console form carries the session's CSRF token (docs/product.md "Operator sign-in"). */
export function CsrfField() {
  const operator = useOperator();
  return <input type="hidden" name={CSRF_FIELD} value={operator?.csrfToken ?? ""} />;
}
