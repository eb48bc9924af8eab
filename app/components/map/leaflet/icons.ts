import { type DivIcon, divIcon } from "leaflet";

// Markers are DivIcons styled with the theme's colours (no image files for Vite to resolve,
// and they follow the dark theme). Each carries its name as visually hidden text: Leaflet makes
// a keyboard-enabled marker a focusable role="button", and this text is the button's name.
// The map-pin and map-cluster classes name the two kinds for tests and debugging.

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const PIN_SIZE = 28;
// The pin is a square turned 45 degrees with one sharp corner: its tip lies half a diagonal
// below the centre.
const PIN_TIP_Y = Math.round(PIN_SIZE / 2 + (PIN_SIZE / 2) * Math.SQRT2);

/** A location pin; the selected location's pin is drawn in the accent colour. */
export function pinIcon(name: string, { selected = false }: { selected?: boolean } = {}): DivIcon {
  const colour = selected ? "bg-accent" : "bg-primary";
  return divIcon({
    className: `map-pin rounded-full${selected ? " map-pin-selected" : ""}`,
    html:
      `<span aria-hidden="true" class="absolute inset-0 -rotate-45 rounded-[50%_50%_50%_0] border-2 border-white ${colour} shadow-md"></span>` +
      `<span aria-hidden="true" class="absolute top-1/2 left-1/2 size-2.5 -translate-1/2 rounded-full bg-white"></span>` +
      `<span class="sr-only">${escapeHtml(name)}</span>`,
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: [PIN_SIZE / 2, PIN_TIP_Y],
    popupAnchor: [0, -PIN_TIP_Y + 4],
  });
}

function clusterSize(count: number): number {
  if (count < 10) return 36;
  if (count < 100) return 44;
  return 52;
}

/** A cluster of `count` locations; activating it zooms in. */
export function clusterIcon(count: number): DivIcon {
  const size = clusterSize(count);
  return divIcon({
    className: "map-cluster rounded-full",
    html:
      `<span class="grid size-full place-items-center rounded-full border-4 border-white/80 bg-primary text-sm font-semibold text-primary-foreground shadow-md">` +
      `<span aria-hidden="true">${count}</span>` +
      `<span class="sr-only">${count} fishing locations, zoom in</span></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
