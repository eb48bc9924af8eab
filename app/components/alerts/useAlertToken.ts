import { useSyncExternalStore } from "react";
import { ALERT_TOKENS_KEY, readAlertTokens, subscribeAlertTokens } from "#app/lib/alertTokens";
import { readStorage } from "#app/lib/storage";

// The raw stored string is the snapshot (stable between changes); the server has no tokens,
// so controls appear only after hydration and only in the browser that holds them.
const readRaw = () => readStorage(ALERT_TOKENS_KEY);
const readNothing = () => null;

/** This browser's manage token for one alert, or undefined (docs/product.md "Alert tokens"). */
export function useAlertToken(alertId: number): string | undefined {
  const raw = useSyncExternalStore(subscribeAlertTokens, readRaw, readNothing);
  return raw === null ? undefined : readAlertTokens()[String(alertId)];
}
