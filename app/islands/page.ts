// The page script of a page served as HTML with islands (decision 045): what the whole document's
// hydration did for the shell, in plain code, plus the islands started on first use. Started
// after the first paint like a hydrated page's scripts (decision 023); `<html data-hydrated>`
// says it is ready, as it does on a hydrated page.
import { TOAST_HOTKEY } from "#app/components/layout/toastRegion";
import { listenForExternalMapLinks } from "#app/lib/externalMapRedirect";
import { shouldOfferInstall } from "#app/lib/installOffer";
import { wireNearMeButtons } from "#app/lib/nearMe";
import { saveSelectedState, storedStateToShow } from "#app/lib/selectedStateStore";
import { applyTheme, currentTheme, themeButtonLabel } from "#app/lib/theme";
import { registerServiceWorker } from "#app/serviceWorker/register";
import { startIslands } from "./firstUse";
import type * as Hydrate from "./hydrate";
import { FOCUS_STATE_SELECTOR } from "./stateChoice";

// The islands' entry, beside this script (scripts/build-islands.mjs names it).
declare const __ISLANDS_ENTRY__: string;
const loadIslands = () => import(new URL(__ISLANDS_ENTRY__, import.meta.url).href) as Promise<typeof Hydrate>;

function themeButtons() {
  const buttons = document.querySelectorAll<HTMLElement>("[data-theme-toggle]");
  const label = () => {
    for (const button of buttons) button.setAttribute("aria-label", themeButtonLabel(currentTheme()));
  };
  label();
  for (const button of buttons)
    button.addEventListener("click", () => {
      applyTheme(currentTheme() === "dark" ? "light" : "dark");
      label();
    });
}

/** Local storage is the source of truth: a page rendered for another state is loaded again. */
function showStoredState() {
  const rendered = document.documentElement.dataset.selectedState;
  if (rendered === undefined) return;
  const stored = storedStateToShow(rendered);
  if (!stored) return;
  saveSelectedState(stored);
  // Only when the cookie took: a browser that refuses it would load the page again and again.
  if (document.cookie.includes(encodeURIComponent(stored))) window.location.reload();
}

/** F8 moves focus to the toast region, as Radix Toast's own listener does on a hydrated page. */
function toastHotkey() {
  document.addEventListener("keydown", (event) => {
    if (event.code === TOAST_HOTKEY) document.querySelector<HTMLElement>("[data-toast-list]")?.focus();
  });
}

/** After a state was chosen here, the selector has the focus again, as on a hydrated page. */
function focusStateSelectorAfterChoice() {
  const state = window.history.state as Record<string, unknown> | null;
  if (!state?.[FOCUS_STATE_SELECTOR]) return;
  window.history.replaceState({ ...state, [FOCUS_STATE_SELECTOR]: undefined }, "");
  document.querySelector<HTMLElement>('[data-island="stateSelector"] [role="combobox"]')?.focus();
}

/**
 * Controls that wait for code on a hydrated page (drawn disabled, or hidden): here a use of them
 * waits for their island.
 */
function liveControls() {
  for (const control of document.querySelectorAll<HTMLButtonElement>("[data-live-with-page-script]")) {
    control.disabled = false;
    control.hidden = false;
  }
}

async function offerInstall() {
  const slot = document.querySelector<HTMLElement>("[data-island-slot=installBanner]");
  if (!slot || !shouldOfferInstall()) return;
  const { mountIsland } = await loadIslands();
  await mountIsland("installBanner", slot);
}

showStoredState();
focusStateSelectorAfterChoice();
themeButtons();
wireNearMeButtons();
toastHotkey();
listenForExternalMapLinks((path) => window.location.assign(path));
if ("serviceWorker" in navigator) registerServiceWorker();
startIslands(loadIslands);
liveControls();
// Ready as a hydrated page is: its controls answer (an island's first use waits for its code).
document.documentElement.dataset.hydrated = "";
offerInstall().catch(() => {
  // The banner is an offer: a page without it is whole.
});
