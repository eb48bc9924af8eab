import { cookieHeader, cookieValue } from "./cookies";

// The header state selector: docs/product.md "State selector" and "US states".

// All 50 states: Oregon, Washington and California first, then the rest alphabetically.
export const US_STATES = [
  "Oregon",
  "Washington",
  "California",
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "Colorado",
  "Connecticut",
  "Delaware",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
] as const;

export type UsState = (typeof US_STATES)[number];

export const DEFAULT_STATE = "Oregon" satisfies UsState;

// The chosen state lives in local storage (selectedState) and is mirrored in this cookie
// so that the server renders the directory for that state, not for the default.
export const SELECTED_STATE_COOKIE = "selectedState";

/** The state a Cookie header selects: a known state, else the default (a bad cookie is no error). */
export function selectedStateFromCookie(header: string | null | undefined): UsState {
  const value = cookieValue(header, SELECTED_STATE_COOKIE) ?? "";
  return (US_STATES as readonly string[]).includes(value) ? (value as UsState) : DEFAULT_STATE;
}

/** The cookie the browser sets when a state is chosen: the whole site, for a year. */
export function selectedStateCookie(state: string): string {
  return cookieHeader(SELECTED_STATE_COOKIE, state, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
}
