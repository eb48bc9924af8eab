import { ALERT_DEFAULTS } from "./alerts";

// The tide alert form (docs/product.md "Alert form") as plain values, the same in the browser and
// in the page's no-JavaScript fallback: text fields are strings, toggles are booleans. No zod here:
// the form shows without it; its validation (alertForm.ts) loads when the form is used (decision
// 023).

export const ALERT_TOGGLES = [
  "highTideAlert",
  "lowTideAlert",
  "optimalConditionsAlert",
  "riverFlowAlert",
  "emailAlerts",
  "smsAlerts",
  "pushNotifications",
] as const;
export type AlertToggle = (typeof ALERT_TOGGLES)[number];

const ALERT_TEXT_FIELDS = [
  "email",
  "phoneNumber",
  "locationName",
  "latitude",
  "longitude",
  "minTideHeight",
  "maxTideHeight",
  "minPressure",
  "maxPressure",
  "maxWindSpeed",
  "minFlow",
  "maxFlow",
  "minAlertInterval",
] as const;
type AlertTextField = (typeof ALERT_TEXT_FIELDS)[number];

export type AlertFormValues = Record<AlertTextField, string> & Record<AlertToggle, boolean>;
export type AlertFormField = keyof AlertFormValues;
export type AlertFormErrors = Partial<Record<AlertFormField, string>>;

/** The form for one location: its name and coordinates prefilled (and read-only in the form). */
export function emptyAlertForm(place: {
  name: string;
  latitude: string;
  longitude: string;
}): AlertFormValues {
  return {
    email: "",
    phoneNumber: "",
    locationName: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    minTideHeight: "",
    maxTideHeight: "",
    minPressure: "",
    maxPressure: "",
    maxWindSpeed: "",
    minFlow: "",
    maxFlow: "",
    minAlertInterval: String(ALERT_DEFAULTS.minAlertInterval),
    highTideAlert: ALERT_DEFAULTS.highTideAlert,
    lowTideAlert: ALERT_DEFAULTS.lowTideAlert,
    optimalConditionsAlert: ALERT_DEFAULTS.optimalConditionsAlert,
    riverFlowAlert: false,
    emailAlerts: ALERT_DEFAULTS.emailAlerts,
    smsAlerts: ALERT_DEFAULTS.smsAlerts,
    pushNotifications: ALERT_DEFAULTS.pushNotifications,
  };
}

/** A posted form: a ticked checkbox is sent (as "on"), an unticked one is absent. */
export function alertFormFromData(data: { get(name: string): unknown }): AlertFormValues {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(ALERT_TEXT_FIELDS.map((name) => [name, text(name)]));
  const toggles = Object.fromEntries(ALERT_TOGGLES.map((name) => [name, data.get(name) != null]));
  return { ...values, ...toggles } as AlertFormValues;
}
