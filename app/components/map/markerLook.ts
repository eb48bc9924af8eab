// What a map marker looks like, apart from Leaflet (which needs a browser to load): Leaflet's
// DivIcons (leaflet/icons.ts) and the server-drawn first picture (MapPicture.tsx) draw the same.
// Each carries its name as visually hidden text: Leaflet makes a keyboard-enabled marker a
// focusable role="button", and the picture's markers are buttons; this text is the button's name.

export type MarkerLook = {
  /** Leaflet's markers carry it as a class, naming the two kinds for tests and debugging. */
  kind: "map-pin" | "map-cluster";
  className: string;
  html: string;
  size: number;
  /** The point of the marker that sits on its place, from its top-left corner. */
  anchor: { x: number; y: number };
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

const PIN_SIZE = 28;
// The pin is a square turned 45 degrees with one sharp corner: its tip lies half a diagonal
// below the centre.
export const PIN_TIP_Y = Math.round(PIN_SIZE / 2 + (PIN_SIZE / 2) * Math.SQRT2);

/** A location pin; the selected location's pin is drawn in the accent colour. */
export function pinLook(name: string, { selected = false }: { selected?: boolean } = {}): MarkerLook {
  const colour = selected ? "bg-accent" : "bg-primary";
  return {
    kind: "map-pin",
    className: `rounded-full${selected ? " map-pin-selected" : ""}`,
    html:
      `<span aria-hidden="true" class="absolute inset-0 -rotate-45 rounded-[50%_50%_50%_0] border-2 border-white ${colour} shadow-md"></span>` +
      `<span aria-hidden="true" class="absolute top-1/2 left-1/2 size-2.5 -translate-1/2 rounded-full bg-white"></span>` +
      `<span class="sr-only">${escapeHtml(name)}</span>`,
    size: PIN_SIZE,
    anchor: { x: PIN_SIZE / 2, y: PIN_TIP_Y },
  };
}

function clusterSize(count: number): number {
  if (count < 10) return 36;
  if (count < 100) return 44;
  return 52;
}

/** A cluster of `count` locations; activating it zooms in. */
export function clusterLook(count: number): MarkerLook {
  const size = clusterSize(count);
  return {
    kind: "map-cluster",
    className: "rounded-full",
    html:
      `<span class="grid size-full place-items-center rounded-full border-4 border-white/80 bg-primary text-sm font-semibold text-primary-foreground shadow-md">` +
      `<span aria-hidden="true">${count}</span>` +
      `<span class="sr-only">${count} fishing locations, zoom in</span></span>`,
    size,
    anchor: { x: size / 2, y: size / 2 },
  };
}
