import { nearPositionPath } from "#core/nearView";

// docs/product.md "Near me": the browser is asked for its position only when the visitor presses
// "Use my position". The button is in the server's HTML, hidden: this shows it where the browser
// can tell a position, whether the page is hydrated (NearForm's effect) or served with islands
// (the page script). A button is wired once, whichever comes first.

export const NEAR_ME_SELECTOR = "[data-near-me]";

/** Where the browser's answer leads: the spots near the position, or /near saying why there is none. */
export function wireNearMeButton(
  button: HTMLButtonElement,
  go = (path: string) => window.location.assign(path),
) {
  if (button.dataset.nearMeWired !== undefined || !("geolocation" in navigator)) return;
  button.dataset.nearMeWired = "";
  button.hidden = false;
  const label = button.textContent;
  button.addEventListener("click", () => {
    button.disabled = true;
    button.textContent = "Finding your position…";
    navigator.geolocation.getCurrentPosition(
      (position) => go(nearPositionPath(position.coords.latitude, position.coords.longitude)),
      // 1 is PERMISSION_DENIED: the visitor (or the browser's settings) said no.
      (error) => go(`/near?position=${error.code === 1 ? "declined" : "unavailable"}`),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  });
  // Back from the spots, a page restored from the browser's cache offers the button again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    button.disabled = false;
    button.textContent = label;
  });
}

export function wireNearMeButtons(root: ParentNode = document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>(NEAR_ME_SELECTOR)) wireNearMeButton(button);
}
