import { Bell, BellOff } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { alertWatches, flowRangeText, frequencyLabel, isAlertActive } from "#core/alerts";
import { DeleteAlertButton } from "./DeleteAlertButton";
import { useAlertToken } from "./useAlertToken";
import { type TideAlertView, useToggleAlert } from "./useTideAlerts";

// One alert of docs/product.md "Tide Alerts tab": the masked address, what it watches, its
// frequency label and whether it is active; pause/resume and delete only with this browser's
// token ("Alert tokens").
export function AlertItem({ alert, locationId }: { alert: TideAlertView; locationId: number }) {
  const token = useAlertToken(alert.id);
  const toggle = useToggleAlert(locationId);
  const active = isAlertActive(alert);
  const watches = alertWatches(alert);
  const riverFlow = alert.riverFlowAlert ? flowRangeText(alert.minFlow, alert.maxFlow) : null;
  return (
    <article className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-all">{alert.email}</h3>
          <Badge variant={active ? "default" : "outline"}>{active ? "Active" : "Paused"}</Badge>
        </div>
        {/* A flow alert alone has its own line below, so it is not "No events chosen". */}
        {(watches.length > 0 || !riverFlow) && (
          <p className="text-sm text-muted-foreground">
            {watches.length > 0 ? watches.join(" · ") : "No events chosen"}
          </p>
        )}
        {riverFlow && (
          <p className="text-sm">
            <span className="text-muted-foreground">River flow: </span>
            {riverFlow}
          </p>
        )}
        <p className="text-sm">
          <span className="text-muted-foreground">Frequency: </span>
          {frequencyLabel(alert.minAlertInterval)}
        </p>
      </div>
      {token && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ alert, token })}
          >
            {active ? <BellOff aria-hidden /> : <Bell aria-hidden />}
            {active ? "Pause" : "Resume"}
          </Button>
          <DeleteAlertButton alert={alert} token={token} locationId={locationId} />
        </div>
      )}
    </article>
  );
}
