import { ExternalLinkIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/cn";

/**
 * A link to another site: a new tab without handing it our window (noopener) or our URL
 * (noreferrer), and a hint for screen readers that a new tab opens (WCAG 3.2.5).
 */
export function ExternalLink({
  className,
  children,
  showIcon = false,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { showIcon?: boolean }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(showIcon && "inline-flex items-center gap-1", className)}
      {...props}
    >
      {children}
      {showIcon && <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
