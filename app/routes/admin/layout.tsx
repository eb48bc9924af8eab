import { LogOut } from "lucide-react";
import { Form, NavLink, Outlet } from "react-router";
import { CsrfField } from "#app/components/console/CsrfField";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { CONSOLE_HEADERS, requireOperator } from "#app/lib/operator.server";
import type { Route } from "./+types/layout";

// The operators' console (docs/product.md "Operator console"): its sections, who is signed in,
// and sign-out. Server-rendered; every form also works without JavaScript.

export const CONSOLE_SECTIONS = [
  { to: "/admin", label: "Moderation", end: true },
  { to: "/admin/locations", label: "Locations", end: false },
  { to: "/admin/suggestions", label: "Suggestions", end: false },
  { to: "/admin/reports", label: "Reports", end: false },
  { to: "/admin/guides", label: "Guides", end: false },
  { to: "/admin/alerts", label: "Alerts", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
] as const;

export function headers() {
  return CONSOLE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { operator: await requireOperator(request, context) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-4">
        <p className="text-sm text-muted-foreground">
          Console · signed in as{" "}
          <strong className="break-all text-foreground">{loaderData.operator.email}</strong>
        </p>
        <Form method="post" action="/admin/sign-out">
          <CsrfField />
          <Button type="submit" variant="outline" size="sm">
            <LogOut aria-hidden />
            Sign out
          </Button>
        </Form>
      </div>
      <nav aria-label="Console" className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    "inline-block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-muted",
                    isActive && "bg-primary text-primary-foreground hover:bg-primary/90",
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
