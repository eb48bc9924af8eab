import { cn } from "#app/lib/cn";

// "Show more" for a long list (decision 020). Without JavaScript it is a plain link to the same
// page asking for more items, which the server renders; with JavaScript the next page loads
// in place and nothing reloads.
export function ShowMoreLink({
  href,
  onMore,
  loading = false,
  children,
  className,
}: {
  href: string;
  onMore: () => void;
  loading?: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        if (!loading) onMore();
      }}
      aria-busy={loading || undefined}
      className={cn(
        "rounded-md px-4 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline",
        className,
      )}
    >
      {loading ? "Loading more..." : children}
    </a>
  );
}

/** The current page's URL with `values` set, keeping every other parameter. */
export function withSearchParams(search: string, values: Record<string, string>, hash = ""): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(values)) params.set(name, value);
  return `?${params.toString()}${hash}`;
}
