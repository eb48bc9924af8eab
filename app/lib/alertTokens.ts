import { readStorage, tryWriteStorage } from "./storage";

// docs/product.md "Alert tokens": the browser that created an alert keeps its token in local
// storage and shows the pause and delete controls only for alerts it holds a token for. One JSON
// map, alert id → token.
export const ALERT_TOKENS_KEY = "tideAlertTokens";

export type AlertTokens = Readonly<Record<string, string>>;

// Components showing controls re-read the tokens when this tab or another one changes them.
const listeners = new Set<() => void>();

export function subscribeAlertTokens(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Every token this browser holds; unreadable or tampered storage counts as none. */
export function readAlertTokens(): AlertTokens {
  const raw = readStorage(ALERT_TOKENS_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

/** Keeps an alert's token; false when the browser refuses to store it. */
export function rememberAlertToken(alertId: number, token: string): boolean {
  const stored = tryWriteStorage(
    ALERT_TOKENS_KEY,
    JSON.stringify({ ...readAlertTokens(), [alertId]: token }),
  );
  notify();
  return stored;
}

export function forgetAlertToken(alertId: number): void {
  const { [String(alertId)]: _gone, ...rest } = readAlertTokens();
  tryWriteStorage(ALERT_TOKENS_KEY, JSON.stringify(rest));
  notify();
}
