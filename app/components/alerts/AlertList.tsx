import type { UseQueryResult } from "@tanstack/react-query";
import { AlertItem } from "./AlertItem";
import type { TideAlertView } from "./useTideAlerts";

// Existing Alerts (docs/product.md "Tide Alerts tab"), with loading, error and empty texts like
// the reviews list's.
export function AlertList({
  alerts,
  locationId,
}: {
  alerts: UseQueryResult<TideAlertView[]>;
  locationId: number;
}) {
  const { data, isPending, isError } = alerts;
  if (isPending) return <p className="text-muted-foreground">Loading alerts...</p>;
  if (isError) return <p className="text-destructive">Error loading alerts</p>;
  if (data.length === 0) {
    return <p className="text-muted-foreground">No tide alerts for this location yet.</p>;
  }
  return (
    <ul className="grid gap-3" aria-label="Tide alerts">
      {data.map((alert) => (
        <li key={alert.id}>
          <AlertItem alert={alert} locationId={locationId} />
        </li>
      ))}
    </ul>
  );
}
