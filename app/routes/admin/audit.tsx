import { Download } from "lucide-react";
import { Link } from "react-router";
import { consoleTime } from "#app/components/console/consoleTime";
import { Button } from "#app/components/ui/button";
import { requireOperator } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import type { Route } from "./+types/audit";

// /admin/audit (docs/product.md "Audit log"): every operator action, newest first, with the record
// before and after; the whole log downloads as CSV.

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  const before = Number(new URL(request.url).searchParams.get("before"));
  const entries = await context.services.listAudit({
    before: Number.isInteger(before) && before > 0 ? before : undefined,
    limit: PAGE_SIZE + 1,
  });
  return {
    entries: entries.slice(0, PAGE_SIZE),
    olderFrom: entries.length > PAGE_SIZE ? entries[PAGE_SIZE - 1]?.id : undefined,
  };
}

export function meta() {
  return privatePageMeta("Audit log - Fish Spots console");
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{label}</summary>
      <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-muted p-2 text-xs whitespace-pre-wrap break-all">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, olderFrom } = loaderData;
  return (
    <section aria-labelledby="audit-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="audit-heading" className="text-2xl font-bold tracking-tight">
          Audit log
        </h1>
        <Button asChild variant="outline" size="sm">
          <a href="/api/admin/audit.csv" download>
            <Download aria-hidden />
            Download CSV
          </a>
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="mt-6">No operator has done anything yet.</p>
      ) : (
        <ol className="mt-6 grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border bg-card p-4">
              <p className="font-medium">
                <code className="text-sm">{entry.action}</code>
                {` ${entry.targetType} #${entry.targetId}`}
              </p>
              <p className="text-sm text-muted-foreground">
                <span className="break-all">{entry.operator}</span> · {consoleTime(entry.at)}
              </p>
              <div className="mt-2 grid gap-1">
                <Snapshot label="Before" value={entry.before} />
                <Snapshot label="After" value={entry.after} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {olderFrom !== undefined && (
        <Link to={`?before=${olderFrom}`} className="mt-4 inline-block font-medium text-primary underline">
          Older entries
        </Link>
      )}
    </section>
  );
}
