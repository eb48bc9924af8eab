import type { Map as LeafletMap } from "leaflet";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useMap, useMapEvent } from "react-leaflet";
import type { MapAnswer, MapLocation } from "#app/lib/locationTypes";
import { type MapBox, normaliseBox } from "#core/mapBox";
import type { LatLng } from "#core/maps";
import { afterNextPaint, useAfterNextPaint } from "../afterNextPaint";
import { markersWithin } from "../inView";
import type { MapViewport, PopupRequest } from "../LocationsMap";
import { ClusterMarker } from "./ClusterMarker";
import { LocationMarker } from "./LocationMarker";

/** The box the map shows, as Leaflet gives it (west may pass -180 when the world repeats). */
function boundsOf(map: LeafletMap): MapBox {
  const bounds = map.getBounds();
  return {
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  };
}

function viewportOf(map: LeafletMap): MapViewport {
  return { box: normaliseBox(boundsOf(map)), zoom: map.getZoom() };
}

/**
 * The server's answer for the view, as markers: numbered clusters and single pins (decision
 * 021). After every move and zoom ("moveend" follows both) the page is told the new view and
 * asks the server again, so the DOM holds what one answer carries, never every location; of
 * it, only the markers inside the map's view are built.
 */
export function ClusterLayer({
  answer,
  drawFrom = true,
  onDrawingChange,
  selectedId,
  onSelect,
  onViewportChange,
  onMoveStart,
  popupRequest = null,
}: {
  answer: MapAnswer | undefined;
  /** Markers are drawn from the first painted frame after this is true, all at once. */
  drawFrom?: boolean;
  /** Whether the markers are still to be drawn; said before the first paint. */
  onDrawingChange?: (drawing: boolean) => void;
  selectedId: number | null;
  onSelect: (location: MapLocation) => void;
  onViewportChange?: (viewport: MapViewport) => void;
  onMoveStart?: () => void;
  /** A pin whose popup is to open once drawn (pressed on the first picture). */
  popupRequest?: PopupRequest | null;
}) {
  const map = useMap();
  const focusMapAfterMove = useRef(false);

  const report = useRef(onViewportChange);
  const reportMoveStart = useRef(onMoveStart);
  useEffect(() => {
    report.current = onViewportChange;
    reportMoveStart.current = onMoveStart;
  });
  // The first view is reported a frame after the map starts: the page's re-render for it (the
  // list, the busy state) is not added to the map's first task.
  useEffect(() => afterNextPaint(() => report.current?.(viewportOf(map))), [map]);

  useMapEvent("movestart", () => reportMoveStart.current?.());
  useMapEvent("moveend", () => {
    report.current?.(viewportOf(map));
    if (focusMapAfterMove.current) {
      focusMapAfterMove.current = false;
      // The cluster that had focus is about to go; the map takes it, and Tab reaches the new markers.
      map.getContainer().focus({ preventScroll: true });
    }
  });

  const expand = useCallback(
    (position: LatLng, zoom: number, fromKeyboard: boolean) => {
      focusMapAfterMove.current = fromKeyboard;
      map.setView(position, zoom);
    },
    [map],
  );

  const markers = answer ? markersWithin(answer, boundsOf(map)) : { clusters: [], locations: [] };
  const drawing = !useAfterNextPaint(drawFrom);
  useLayoutEffect(() => {
    onDrawingChange?.(drawing);
  }, [drawing, onDrawingChange]);
  useLayoutEffect(() => () => onDrawingChange?.(false), [onDrawingChange]);

  if (!answer || drawing) return null;
  const { clusters, locations } = markers;
  return (
    <>
      {clusters.map((cluster) => (
        <ClusterMarker
          // The same cluster in the next answer (a short pan) keeps its marker, and its focus.
          key={`${cluster.latitude},${cluster.longitude},${cluster.count}`}
          latitude={cluster.latitude}
          longitude={cluster.longitude}
          count={cluster.count}
          expansionZoom={cluster.expansionZoom}
          onExpand={expand}
        />
      ))}
      {locations.map((location) => (
        <LocationMarker
          key={location.id}
          location={location}
          selected={location.id === selectedId}
          onSelect={onSelect}
          popupRequest={popupRequest?.id === location.id ? popupRequest : null}
        />
      ))}
    </>
  );
}
