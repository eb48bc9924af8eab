// Tide alert rules:
// docs/product.md "Tide alert", "Tide alert states", "Alert defaults" and "Alert frequencies".

export type FrequencyOption = { readonly value: number; readonly label: string };

// docs/product.md "Alert frequencies": the form's options, in seconds.
export const FREQUENCY_OPTIONS: readonly FrequencyOption[] = [
  { value: 3600, label: "Every hour" },
  { value: 10800, label: "Every 3 hours" },
  { value: 21600, label: "Every 6 hours" },
  { value: 43200, label: "Every 12 hours" },
  { value: 86400, label: "Once daily" },
];

// docs/product.md "Alert frequencies": the labels in lists; any other value is "Every N hours".
const FREQUENCY_LIST_LABELS: Readonly<Record<number, string>> = {
  3600: "Hourly",
  10800: "Every 3 hours",
  21600: "Every 6 hours",
  86400: "Daily",
};

export function frequencyLabel(seconds: number): string {
  return FREQUENCY_LIST_LABELS[seconds] ?? `Every ${seconds / 3600} hours`;
}

// docs/product.md "Alert defaults"; a new alert is active.
export const ALERT_DEFAULTS = {
  highTideAlert: false,
  lowTideAlert: false,
  optimalConditionsAlert: true,
  emailAlerts: true,
  smsAlerts: false,
  pushNotifications: false,
  minAlertInterval: 3600,
  active: true,
} as const;

// docs/product.md "Tide alert states": an alert whose active is not false counts as active.
export function isAlertActive(alert: { active?: boolean | null }): boolean {
  return alert.active !== false;
}

// Alerts are listed on a public page (there is no sign-in), so addresses are shown masked
// (docs/product.md "Masked addresses"): the first character of the local part, "•••", then the domain.
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at === -1) return "•••";
  return `${trimmed.slice(0, Math.min(1, at))}•••${trimmed.slice(at)}`;
}

export type AlertWatchFields = {
  highTideAlert?: boolean | null;
  lowTideAlert?: boolean | null;
  optimalConditionsAlert?: boolean | null;
  minTideHeight?: number | null;
  maxTideHeight?: number | null;
  minPressure?: number | null;
  maxPressure?: number | null;
  maxWindSpeed?: number | null;
};

function range(min: number | null | undefined, max: number | null | undefined, unit: string): string | null {
  if (min != null && max != null) return `${min} to ${max} ${unit}`;
  if (min != null) return `at least ${min} ${unit}`;
  if (max != null) return `at most ${max} ${unit}`;
  return null;
}

/** What an alert watches, in the words of the list: its events, then its limits. */
export function alertWatches(alert: AlertWatchFields): string[] {
  const watches: string[] = [];
  if (alert.highTideAlert) watches.push("High tide");
  if (alert.lowTideAlert) watches.push("Low tide");
  if (alert.optimalConditionsAlert) watches.push("Optimal conditions");
  const height = range(alert.minTideHeight, alert.maxTideHeight, "ft");
  if (height) watches.push(`Tide height ${height}`);
  const pressure = range(alert.minPressure, alert.maxPressure, "hPa");
  if (pressure) watches.push(`Pressure ${pressure}`);
  if (alert.maxWindSpeed != null) watches.push(`Wind up to ${alert.maxWindSpeed} mph`);
  return watches;
}

const wholeFlow = (flow: number) => Math.round(flow).toLocaleString("en-US");

/** A river flow alert's range in words: "800 to 2,000 ft³/s", "at least 800 ft³/s", "at most 2,000 ft³/s". */
export function flowRangeText(minFlow: number | null, maxFlow: number | null): string | null {
  if (minFlow != null && maxFlow != null) return `${wholeFlow(minFlow)} to ${wholeFlow(maxFlow)} ft³/s`;
  if (minFlow != null) return `at least ${wholeFlow(minFlow)} ft³/s`;
  if (maxFlow != null) return `at most ${wholeFlow(maxFlow)} ft³/s`;
  return null;
}
