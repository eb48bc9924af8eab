import "./map.css";
import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { MapContainer, useMap } from "react-leaflet";
import { MAX_ZOOM, type MapView } from "#core/maps";
import { afterNextPaint, useAfterNextPaint } from "../afterNextPaint";
import type { LocationsLeafletMapProps, MapFocus } from "../LocationsMap";
import { ClusterLayer } from "./ClusterLayer";
import { ConfiguredTileLayer } from "./ConfiguredTileLayer";

/**
 * docs/product.md "Map page": the locations of the selected state, clustered by the server for
 * the view, on a map opening on the state (central Oregon at zoom 7 for Oregon). Loaded lazily, in the browser
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
  firstView,
  popupRequest,
  onMount,
  onDrawn,
}: LocationsLeafletMapProps) {
  // Leaflet's map alone in one task (React renders the map's children in the task that creates
  // it), its first view in the next (laying the map out), its layers in the next, its tiles a few
  // per task after that, then the markers a few at a time: no single long task on a phone, and
  // the tile requests go out before any marker is built.
  const [viewSet, setViewSet] = useState(false);
  const layersShown = useAfterNextPaint(viewSet);
  const tilesShown = useAfterNextPaint(layersShown);
  useLayoutEffect(() => onMount?.(), [onMount]);
  const [tilesLoaded, setTilesLoaded] = useState(false);
  const [markersDrawn, setMarkersDrawn] = useState(false);
  const tilesLoad = useCallback(() => setTilesLoaded(true), []);
  const reportDrawing = useCallback(
    (drawing: boolean) => {
      onDrawingChange(drawing);
      if (!drawing) setMarkersDrawn(true);
    },
    [onDrawingChange],
  );
  useEffect(() => {
    if (tilesLoaded && markersDrawn) onDrawn?.();
  }, [tilesLoaded, markersDrawn, onDrawn]);
  return (
    // No centre or zoom here: MapContainer would set the view in the task that creates the map.
    // No fade: fading tiles in restyles every tile of the view on each frame while any fades,
    // two dozen of them on a phone, for a quarter of a second after each tile arrives.
    <MapContainer maxZoom={MAX_ZOOM} fadeAnimation={false} className="size-full">
      <FirstView view={firstView} onSet={setViewSet} />
      {layersShown && (
        <>
          <ConfiguredTileLayer showTiles={tilesShown} onLoad={tilesLoad} />
          <ClusterLayer
            answer={answer}
            drawFrom={tilesShown}
            onDrawingChange={reportDrawing}
            popupRequest={popupRequest ?? null}
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

/** The first view (the state's), set a painted frame after the map is created. */
function FirstView({ view, onSet }: { view: MapView; onSet: (set: boolean) => void }) {
  const map = useMap();
  const [latitude, longitude] = view.center;
  useEffect(
    () =>
      afterNextPaint(() => {
        map.setView([latitude, longitude], view.zoom);
        onSet(true);
      }),
    [map, onSet, latitude, longitude, view.zoom],
  );
  return null;
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
