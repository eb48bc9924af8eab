import { useState } from "react";
import type { MapAnswer, MapLocation } from "#app/lib/locationTypes";
import { onDemand } from "#app/lib/onDemand";
import type { MapBox } from "#core/mapBox";
import { type LatLng, MAP_PAGE_HEIGHT_PX, type MapView } from "#core/maps";
import { ClientMap } from "./ClientMap";

/** A request to bring one location into view; a new object each time, so repeats count. */
export type MapFocus = { id: number; position: LatLng };

/** What the map shows: the box it covers and its zoom level. */
export type MapViewport = { box: MapBox; zoom: number };

export type LocationsMapProps = {
  /** The server's clusters and locations for the view (the previous view's while loading). */
  answer: MapAnswer | undefined;
  selectedId: number | null;
  onSelect: (location: MapLocation) => void;
  onViewportChange?: (viewport: MapViewport) => void;
  /** The map has begun to move; onViewportChange follows where it comes to rest. */
  onMoveStart?: () => void;
  focus: MapFocus | null;
  /** The answer for the current view is still on its way. */
  busy?: boolean;
  /** Where the map opens (the state's view). */
  firstView: MapView;
};

/** What the lazily loaded Leaflet map takes. */
export type LocationsLeafletMapProps = Omit<LocationsMapProps, "busy"> & {
  /** Its markers are still being drawn (a few each frame as the map starts). */
  onDrawingChange: (drawing: boolean) => void;
};

export const LOCATIONS_MAP_ID = "locations-map";

const leafletMap = onDemand(() => import("./leaflet/LocationsLeafletMap"));
// The map is the page's main content: its code starts downloading as soon as this module runs
// in the browser, while the page hydrates, not once the map box has mounted after hydration
// (the first tiles, the page's largest images, can only be asked for after it). Never on the
// server (docs/architecture.md "Browser-only code waits for the browser").
if (typeof window !== "undefined") leafletMap.preload();
const LocationsLeafletMap = leafletMap.Component;

// docs/product.md "Map page": the map of all locations, 600px high.
export function LocationsMap({ busy, ...props }: LocationsMapProps) {
  const [drawing, setDrawing] = useState(false);
  return (
    <div id={LOCATIONS_MAP_ID}>
      <ClientMap
        label="Map of fishing locations"
        style={{ height: MAP_PAGE_HEIGHT_PX }}
        busy={busy || drawing}
      >
        <LocationsLeafletMap {...props} onDrawingChange={setDrawing} />
      </ClientMap>
      <p className="mt-2 text-xs text-muted-foreground">
        Keyboard: Tab to a marker and press Enter to open it; a numbered cluster zooms in. With the map
        focused, the arrow keys pan and + and - zoom.
      </p>
    </div>
  );
}
