// On a page served with islands (decision 045) the live parts cannot stream into the island: the
// island's HTML is a render of its own, written whole. They stream after it instead, in a template,
// and take the place the island keeps for them (LiveConditionsSlot): at once, by the small inline
// script that follows them, and again whenever the island draws the tab anew.

const DELIVERED = "template[data-live-conditions]";
const SLOT = "[data-live-slot]";

/** The slot's content until the parts arrive: what the hydrated page's Suspense shows. */
export const LIVE_LOADING_HTML =
  '<p class="text-sm text-muted-foreground">Loading the latest conditions...</p>';

/** Gives the slot the delivered parts, once they have arrived. */
export function fillLiveSlot(slot: Element): void {
  const delivered = document.querySelector<HTMLTemplateElement>(DELIVERED);
  if (delivered) slot.replaceChildren(delivered.content.cloneNode(true));
}

/** Runs inline right after the delivered parts: every slot in the page takes them. */
export const FILL_LIVE_SLOTS_SCRIPT = `(function(){var t=document.querySelector(${JSON.stringify(DELIVERED)});if(t)document.querySelectorAll(${JSON.stringify(SLOT)}).forEach(function(s){s.replaceChildren(t.content.cloneNode(true))})})()`;
