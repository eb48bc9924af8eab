import "./map.css";
import { useEffect } from "react";
import { MapContainer, useMap } from "react-leaflet";
import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM, MAX_ZOOM } from "../../../../core/maps";
import { useAfterNextPaint } from "../afterNextPaint";
import type { LocationsLeafletMapProps, MapFocus } from "../LocationsMap";
import { ClusterLayer } from "./ClusterLayer";
import { ConfiguredTileLayer } from "./ConfiguredTileLayer";

/**
 * Spec 2 "Map page": the locations of the selected state, clustered by the server for the
 * view, on a map centred on central Oregon at zoom 7 (spec 9). Loaded lazily, in the browser
 * only (see LocationsMap).
 */
export default function LocationsLeafletMap({
  answer,
  selectedId,
  onSelect,
  onViewportChange,
  onMoveStart,
  focus,
  onDrawingChange,
}: LocationsLeafletMapProps) {
  // Leaflet's map alone in one task (React renders the map's children in the same task as the
  // map, once it exists), its layers in the next, its tiles a few per task after that, then the
  // markers a few at a time: no single long task on a phone, and the tile requests go out
  // before any marker is built.
  const layersShown = useAfterNextPaint();
  const tilesShown = useAfterNextPaint(layersShown);
  return (
    <MapContainer center={MAP_PAGE_CENTER} zoom={MAP_PAGE_ZOOM} maxZoom={MAX_ZOOM} className="size-full">
      {layersShown && (
        <>
          <ConfiguredTileLayer showTiles={tilesShown} />
          <ClusterLayer
            answer={answer}
            drawFrom={tilesShown}
            onDrawingChange={onDrawingChange}
            selectedId={selectedId}
            onSelect={onSelect}
            onViewportChange={onViewportChange}
            onMoveStart={onMoveStart}
          />
          <FollowFocus focus={focus} />
        </>
      )}
    </MapContainer>
  );
}

/**
 * Brings a location chosen outside the map (the list below it) into view. The list holds
 * locations with a pin of their own at this zoom, so the zoom stays.
 */
function FollowFocus({ focus }: { focus: MapFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.panTo(focus.position);
  }, [map, focus]);
  return null;
}
