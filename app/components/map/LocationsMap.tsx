import { useCallback, useState } from "react";
import type { MapAnswer, MapLocation } from "#app/lib/locationTypes";
import { onDemand } from "#app/lib/onDemand";
import type { MapBox } from "#core/mapBox";
import { type LatLng, MAP_PAGE_HEIGHT_PX, type MapView } from "#core/maps";
import { ClientMap } from "./ClientMap";
import { MapPicture, type MapPictureProps } from "./MapPicture";

/** A request to bring one location into view; a new object each time, so repeats count. */
export type MapFocus = { id: number; position: LatLng };

/** A pin pressed before Leaflet was there: its popup opens once Leaflet draws it. */
export type PopupRequest = { id: number; fromKeyboard: boolean };

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
  popupRequest?: PopupRequest | null;
};

/** What the lazily loaded Leaflet map takes. */
export type LocationsLeafletMapProps = Omit<LocationsMapProps, "busy"> & {
  /** Its markers are still being drawn (a few each frame as the map starts). */
  onDrawingChange: (drawing: boolean) => void;
  /** Its container is in the page (empty still). */
  onMount?: () => void;
  /** Its first view is drawn: tiles loaded (or failed) and markers in place. */
  onDrawn?: () => void;
};

export const LOCATIONS_MAP_ID = "locations-map";

const leafletMap = onDemand(() => import("./leaflet/LocationsLeafletMap"));
// The map is the page's main content: its code starts downloading as soon as this module runs
// in the browser, while the page hydrates, not once the map box has mounted after hydration
// (the first tiles, the page's largest images, can only be asked for after it). Never on the
// server (docs/architecture.md "Browser-only code waits for the browser").
if (typeof window !== "undefined") leafletMap.preload();
const LocationsLeafletMap = leafletMap.Component;

// How far Leaflet has come over the first picture: not there, its container laid over the
// picture, its first view drawn (the picture goes).
type LeafletStage = "absent" | "mounted" | "drawn";

// docs/product.md "Map page": the map of all locations, 600px high. With a `picture` (the server's
// first answer, MapPicture.tsx) the box shows it until Leaflet has drawn its first view, or
// moved away from it.
export function LocationsMap({
  busy,
  picture,
  onMoveStart,
  ...props
}: LocationsMapProps & { picture?: Omit<MapPictureProps, "covered"> }) {
  const [drawing, setDrawing] = useState(false);
  const [stage, setStage] = useState<LeafletStage>("absent");
  const mounted = useCallback(() => setStage((now) => (now === "absent" ? "mounted" : now)), []);
  const drawn = useCallback(() => setStage("drawn"), []);
  const moveStarted = useCallback(() => {
    setStage("drawn");
    onMoveStart?.();
  }, [onMoveStart]);
  return (
    <div id={LOCATIONS_MAP_ID}>
      <ClientMap
        label="Map of fishing locations"
        style={{ height: MAP_PAGE_HEIGHT_PX }}
        busy={busy || drawing}
        picture={
          picture && stage !== "drawn" ? <MapPicture {...picture} covered={stage === "mounted"} /> : undefined
        }
      >
        <LocationsLeafletMap
          {...props}
          onMoveStart={moveStarted}
          onDrawingChange={setDrawing}
          onMount={mounted}
          onDrawn={drawn}
        />
      </ClientMap>
      <p className="mt-2 text-xs text-muted-foreground">
        Keyboard: Tab to a marker and press Enter to open it; a numbered cluster zooms in. With the map
        focused, the arrow keys pan and + and - zoom.
      </p>
    </div>
  );
}
