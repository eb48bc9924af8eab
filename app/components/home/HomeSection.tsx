import { BELOW_THE_FOLD } from "#app/lib/belowTheFold";
import { cn } from "#app/lib/cn";

// The frame every home section shares: an anchor (docs/product.md "Home page": #fish-directory etc.),
// a level-2 heading that names the landmark, an optional lead line, and the page's width.
// Sections below the first screen wait to be laid out (belowTheFold.ts).

export function HomeSection({
  id,
  headingId,
  title,
  lead,
  action,
  className,
  onFirstScreen = false,
  flushBottom = false,
  children,
}: {
  id: string;
  headingId: string;
  title: string;
  lead?: React.ReactNode;
  /** Shown beside the heading on wide screens, under it on narrow ones. */
  action?: React.ReactNode;
  className?: string;
  /** Sections a phone shows before any scrolling are laid out at once; the others wait. */
  onFirstScreen?: boolean;
  /** No padding below the content. */
  flushBottom?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        flushBottom ? "pt-12 sm:pt-16" : "py-12 sm:py-16",
        !onFirstScreen && BELOW_THE_FOLD,
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-3xl">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h2>
            {lead && <p className="mt-2 text-muted-foreground">{lead}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
