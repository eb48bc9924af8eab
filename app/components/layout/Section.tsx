import type * as React from "react";

/**
 * A titled section of a content page. The id is the in-page anchor (the footer links to
 * /contact#privacy and /contact#terms); the heading names the region for screen readers.
 */
export function Section({
  id,
  title,
  icon,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  icon?: React.ReactNode;
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
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
