import { Card } from "#app/components/ui/card";
import type { AlertsOverview } from "#server/services/console";

// How many alerts, addresses and notices are in each state, for the console's alerts screen:
// docs/product.md "Tide alert states", "Subscription states" and "Notice states".

/** What each notice state means to an operator, in the words of docs/product.md "Notice states". */
const NOTICE_STATE_HINT: Record<string, string> = {
  pending: "waiting for its time or a retry",
  claimed: "taken by a worker, not attempted yet",
  sending: "being handed to the mail server",
  sent: "accepted by the mail server",
  dead: "failed 5 attempts",
  interrupted: "a worker stopped mid-send; never resent",
  cancelled: "alert paused, deleted or unconfirmed",
  expired: "its event began before it could go",
};

function CountGroup({
  title,
  rows,
}: {
  title: string;
  rows: { label: string; count: number; hint?: string }[];
}) {
  const headingId = `counts-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="p-4">
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      <dl aria-labelledby={headingId} className="mt-2 grid gap-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3">
            <dt>
              {row.label}
              {row.hint && <span className="block text-xs text-muted-foreground">{row.hint}</span>}
            </dt>
            <dd className="font-semibold tabular-nums">{row.count}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function AlertStateCounts({ overview }: { overview: AlertsOverview }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <CountGroup
        title="Alerts"
        rows={[
          { label: "Active", count: overview.alerts.active },
          { label: "Paused", count: overview.alerts.paused },
        ]}
      />
      <CountGroup
        title="Subscribers"
        rows={[
          { label: "Confirmed", count: overview.subscribers.confirmed },
          { label: "Unconfirmed", count: overview.subscribers.unconfirmed },
        ]}
      />
      <CountGroup
        title="Notices"
        rows={overview.notices.map((row) => ({
          label: row.status,
          count: row.count,
          hint: NOTICE_STATE_HINT[row.status],
        }))}
      />
    </div>
  );
}
