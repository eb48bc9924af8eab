import { type DivIcon, type DivIconOptions, divIcon } from "leaflet";
import { clusterLook, type MarkerLook, PIN_TIP_Y, pinLook } from "../markerLook";

// Markers are DivIcons styled with the theme's colours (no image files for Vite to resolve,
// and they follow the dark theme); their look is shared with the map's first picture.

function iconOf(
  { kind, className, html, size, anchor }: MarkerLook,
  popupAnchor?: [number, number],
): DivIcon {
  const icon: DivIconOptions = {
    className: `${kind} ${className}`,
    html,
    iconSize: [size, size],
    iconAnchor: [anchor.x, anchor.y],
  };
  return divIcon(popupAnchor ? { ...icon, popupAnchor } : icon);
}

/** A location pin; the selected location's pin is drawn in the accent colour. */
export function pinIcon(name: string, options: { selected?: boolean } = {}): DivIcon {
  return iconOf(pinLook(name, options), [0, -PIN_TIP_Y + 4]);
}

/** A cluster of `count` locations; activating it zooms in. */
export function clusterIcon(count: number): DivIcon {
  return iconOf(clusterLook(count));
}
