import { lazy } from "react";
import type { Location } from "~/lib/locationTypes";
import { type LatLng, MAP_PAGE_HEIGHT_PX } from "../../../core/maps";
import { ClientMap } from "./ClientMap";
import type { Bounds } from "./viewport";

/** A request to bring one location into view; a new object each time, so repeats count. */
export type MapFocus = { id: number; position: LatLng };

export type LocationsMapProps = {
  locations: Location[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onViewChange?: (bounds: Bounds) => void;
  focus: MapFocus | null;
};

export const LOCATIONS_MAP_ID = "locations-map";

const LocationsLeafletMap = lazy(() => import("./leaflet/LocationsLeafletMap"));

// Spec 2 "Map page" and spec 9: the map of all locations, 600px high.
export function LocationsMap(props: LocationsMapProps) {
  return (
    <div id={LOCATIONS_MAP_ID}>
      <ClientMap label="Map of fishing locations" style={{ height: MAP_PAGE_HEIGHT_PX }}>
        <LocationsLeafletMap {...props} />
      </ClientMap>
      <p className="mt-2 text-xs text-muted-foreground">
        Keyboard: Tab to a marker and press Enter to open it; a numbered cluster zooms in. With the map
        focused, the arrow keys pan and + and - zoom.
      </p>
    </div>
  );
}
