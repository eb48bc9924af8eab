import { AlertCircle, Fish, Loader2 } from "lucide-react";
import { cn } from "#app/lib/cn";

// Every list has loading, error and empty states (docs/product.md "List and page states"): one look for all.

export function ListLoading({ label = "Loading locations..." }: { label?: string }) {
  return (
    <div role="status" className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {label}
      </p>
      <div aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {["a", "b", "c"].map((key) => (
          <div key={key} className="h-64 animate-pulse rounded-xl border bg-muted" />
        ))}
      </div>
    </div>
  );
}

export function ListMessage({
  tone = "empty",
  title,
  children,
}: {
  tone?: "empty" | "error";
  title: string;
  children?: React.ReactNode;
}) {
  const Icon = tone === "error" ? AlertCircle : Fish;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center",
        tone === "error" ? "border-destructive/50 bg-destructive/5" : "bg-card",
      )}
    >
      <Icon className={cn("size-8", tone === "error" ? "text-destructive" : "text-primary")} aria-hidden />
      <p className="font-semibold">{title}</p>
      {children && <div className="max-w-md text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}
