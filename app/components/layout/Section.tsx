import type * as React from "react";
import { BELOW_THE_FOLD } from "#app/lib/belowTheFold";
import { cn } from "#app/lib/cn";

/**
 * A titled section of a content page. The id is the in-page anchor (the footer links to
 * /contact#privacy and /contact#terms); the heading names the region for screen readers. It
 * waits to be laid out until near the viewport (belowTheFold.ts) unless `onFirstScreen`.
 */
export function Section({
  id,
  title,
  icon,
  intro,
  className,
  onFirstScreen = false,
  children,
}: {
  id: string;
  title: string;
  icon?: React.ReactNode;
  intro?: React.ReactNode;
  className?: string;
  /** A section a phone shows before any scrolling is laid out at once. */
  onFirstScreen?: boolean;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(!onFirstScreen && BELOW_THE_FOLD, className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        {icon && (
          <span className="text-primary [&_svg]:size-6" aria-hidden>
            {icon}
          </span>
        )}
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
