import { lazy } from "react";
import type { MapAnswer, MapLocation } from "~/lib/locationTypes";
import type { MapBox } from "../../../core/mapBox";
import { type LatLng, MAP_PAGE_HEIGHT_PX } from "../../../core/maps";
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
};

export const LOCATIONS_MAP_ID = "locations-map";

const LocationsLeafletMap = lazy(() => import("./leaflet/LocationsLeafletMap"));

// Spec 2 "Map page" and spec 9: the map of all locations, 600px high.
export function LocationsMap({ busy, ...props }: LocationsMapProps) {
  return (
    <div id={LOCATIONS_MAP_ID}>
      <ClientMap label="Map of fishing locations" style={{ height: MAP_PAGE_HEIGHT_PX }} busy={busy}>
        <LocationsLeafletMap {...props} />
      </ClientMap>
      <p className="mt-2 text-xs text-muted-foreground">
        Keyboard: Tab to a marker and press Enter to open it; a numbered cluster zooms in. With the map
        focused, the arrow keys pan and + and - zoom.
      </p>
    </div>
  );
}
