import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "#app/components/ui/use-toast";
import { forgetAlertToken, rememberAlertToken } from "#app/lib/alertTokens";
import { apiRequest, FIVE_MINUTES } from "#app/lib/api";
import { locationAlertsUrl, TIDE_ALERTS_URL, tideAlertUrl } from "#app/lib/apiPaths";
import type { PublicTideAlert } from "#app/lib/locationTypes";
import { isOfflineFailure } from "#app/lib/offline";
import { isAlertActive } from "#core/alerts";
import type { TideAlertInput } from "#core/schemas";

/** An alert as the loader (dates as Date) or the JSON API (dates as strings) hands it over. */
export type TideAlertView = Omit<PublicTideAlert, "createdAt" | "updatedAt" | "lastAlertSent"> & {
  createdAt: Date | string | null;
  updatedAt: Date | string | null;
  lastAlertSent: Date | string | null;
};

/** GET /api/tide-alerts/location/{locationId}, kept 5 minutes (docs/product.md "API: tide alerts"). */
export function useLocationAlerts(locationId: number, initialData: TideAlertView[] | undefined) {
  return useQuery<TideAlertView[]>({
    queryKey: [locationAlertsUrl(locationId)],
    initialData,
    staleTime: FIVE_MINUTES,
  });
}

function useRefreshAlerts(locationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [locationAlertsUrl(locationId)] });
}

const TOKEN_HEADER = "X-Alert-Token";

/** POST /api/tide-alerts; the answer's manageToken stays in this browser (docs/product.md "Alert tokens"). */
export type CreatedAlert = { id: number; manageToken: string; emailConfirmed: boolean };

export function useCreateAlert(locationId: number, options: { onCreated: (created: CreatedAlert) => void }) {
  const refresh = useRefreshAlerts(locationId);
  return useMutation({
    mutationFn: async (payload: TideAlertInput) => {
      const res = await apiRequest("POST", TIDE_ALERTS_URL, payload);
      return (await res.json()) as CreatedAlert;
    },
    onSuccess: (created) => {
      rememberAlertToken(created.id, created.manageToken);
      toast({
        title: "Success!",
        description:
          "Your tide alert has been created. You will receive notifications based on your preferences.",
      });
      void refresh();
      options.onCreated(created);
    },
    onError: (error) => {
      // The form keeps what was typed either way; offline, the visitor is told to send it later.
      if (isOfflineFailure(error)) {
        toast({
          title: "You are offline",
          description:
            "Your alert was not created. It is still in the form; send it again when you are back online.",
        });
        return;
      }
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to create tide alert. Please try again.",
      });
    },
  });
}

/** Pausing, resuming or deleting without a network: nothing changed, and the visitor is told so. */
const OFFLINE_UNCHANGED = "The alert was not changed. Try again when you are back online.";

/** An alert gone from the server (404) no longer needs its token here. */
function forgetIfGone(error: unknown, alertId: number): boolean {
  if (error instanceof Error && error.message.startsWith("404:")) {
    forgetAlertToken(alertId);
    return true;
  }
  return false;
}

/** A pause, resume or delete that failed: offline says so, anything else gets its message. */
function changeFailed(refresh: () => Promise<void>, message: string) {
  return (error: unknown, { alert }: { alert: TideAlertView }) => {
    if (isOfflineFailure(error)) {
      toast({ title: "You are offline", description: OFFLINE_UNCHANGED });
      return;
    }
    if (forgetIfGone(error, alert.id)) void refresh();
    toast({ variant: "destructive", title: "Error", description: message });
  };
}

/** docs/product.md "Tide Alerts tab": the toggle sends the opposite of the alert's state and says so. */
export function useToggleAlert(locationId: number) {
  const refresh = useRefreshAlerts(locationId);
  return useMutation({
    mutationFn: ({ alert, token }: { alert: TideAlertView; token: string }) =>
      apiRequest("PUT", tideAlertUrl(alert.id), { active: !isAlertActive(alert) }, { [TOKEN_HEADER]: token }),
    onSuccess: (_res, { alert }) => {
      toast({ title: isAlertActive(alert) ? "Alert paused" : "Alert activated" });
      void refresh();
    },
    onError: changeFailed(refresh, "Failed to update alert status. Please try again."),
  });
}

/** DELETE /api/tide-alerts/{id}; afterwards the list loads again (docs/product.md "Tide Alerts tab"). */
export function useDeleteAlert(locationId: number, options: { onDeleted: () => void }) {
  const refresh = useRefreshAlerts(locationId);
  return useMutation({
    mutationFn: ({ alert, token }: { alert: TideAlertView; token: string }) =>
      apiRequest("DELETE", tideAlertUrl(alert.id), undefined, { [TOKEN_HEADER]: token }),
    onSuccess: (_res, { alert }) => {
      forgetAlertToken(alert.id);
      toast({ title: "Tide alert has been deleted." });
      void refresh();
      options.onDeleted();
    },
    onError: changeFailed(refresh, "Failed to delete tide alert. Please try again."),
  });
}
