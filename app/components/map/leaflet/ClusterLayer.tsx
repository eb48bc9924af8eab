import type { Map as LeafletMap } from "leaflet";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useMap, useMapEvent } from "react-leaflet";
import type { Location } from "~/lib/locationTypes";
import type { LatLng } from "../../../../core/maps";
import type { ClusterIndex } from "../clusters";
import type { Bounds } from "../viewport";
import { ClusterMarker } from "./ClusterMarker";
import { LocationMarker } from "./LocationMarker";

type View = { bounds: Bounds; zoom: number };

// A quarter of the view around it is kept too, so short pans do not pop markers in and out.
const VIEW_PADDING = 0.25;

function viewOf(map: LeafletMap, padding = 0): View {
  const box = map.getBounds().pad(padding);
  return {
    bounds: { west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() },
    zoom: map.getZoom(),
  };
}

/**
 * The markers of the current view: after every move and zoom ("moveend" follows both) the
 * cluster index is asked again, so the DOM holds a few dozen markers whatever the number of
 * locations.
 */
export function ClusterLayer({
  index,
  locationsById,
  selectedId,
  onSelect,
  onViewChange,
}: {
  index: ClusterIndex;
  locationsById: ReadonlyMap<number, Location>;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onViewChange?: (bounds: Bounds) => void;
}) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map, VIEW_PADDING));
  const focusMapAfterMove = useRef(false);

  // The list beside the map follows the visible area (without the padding).
  const report = useRef(onViewChange);
  useEffect(() => {
    report.current = onViewChange;
  });
  useEffect(() => {
    report.current?.(viewOf(map).bounds);
  }, [map]);

  useMapEvent("moveend", () => {
    setView(viewOf(map, VIEW_PADDING));
    report.current?.(viewOf(map).bounds);
    if (focusMapAfterMove.current) {
      focusMapAfterMove.current = false;
      // The cluster that had focus is gone; the map takes it, and Tab reaches the new markers.
      map.getContainer().focus({ preventScroll: true });
    }
  });

  const items = useMemo(() => index.itemsIn(view.bounds, view.zoom), [index, view]);

  const expand = useCallback(
    (clusterId: number, position: LatLng, fromKeyboard: boolean) => {
      focusMapAfterMove.current = fromKeyboard;
      map.setView(position, index.expansionZoom(clusterId));
    },
    [map, index],
  );

  return items.map((item) => {
    if (item.kind === "cluster") {
      return (
        <ClusterMarker
          key={item.key}
          clusterId={item.clusterId}
          count={item.count}
          position={item.position}
          onExpand={expand}
        />
      );
    }
    const location = locationsById.get(item.id);
    if (!location) return null;
    return (
      <LocationMarker
        key={item.key}
        location={location}
        position={item.position}
        selected={item.id === selectedId}
        onSelect={onSelect}
      />
    );
  });
}
