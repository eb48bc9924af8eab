import "./map.css";
import { useEffect, useMemo } from "react";
import { MapContainer, useMap } from "react-leaflet";
import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM, MAX_ZOOM } from "../../../../core/maps";
import { type ClusterIndex, createClusterIndex, mapPointsOf } from "../clusters";
import type { LocationsMapProps, MapFocus } from "../LocationsMap";
import { ClusterLayer } from "./ClusterLayer";
import { ConfiguredTileLayer } from "./ConfiguredTileLayer";

/**
 * Spec 2 "Map page": every location of the selected state, clustered, on a map centred on
 * central Oregon at zoom 7 (spec 9). Loaded lazily, in the browser only (see LocationsMap).
 */
export default function LocationsLeafletMap({
  locations,
  selectedId,
  onSelect,
  onViewChange,
  focus,
}: LocationsMapProps) {
  const index = useMemo(() => createClusterIndex(mapPointsOf(locations)), [locations]);
  const locationsById = useMemo(() => new Map(locations.map((l) => [l.id, l])), [locations]);
  return (
    <MapContainer center={MAP_PAGE_CENTER} zoom={MAP_PAGE_ZOOM} maxZoom={MAX_ZOOM} className="size-full">
      <ConfiguredTileLayer />
      <ClusterLayer
        index={index}
        locationsById={locationsById}
        selectedId={selectedId}
        onSelect={onSelect}
        onViewChange={onViewChange}
      />
      <FollowFocus focus={focus} index={index} />
    </MapContainer>
  );
}

/**
 * Brings a location chosen outside the map (the list below it) into view, zoomed in just far
 * enough for its pin to stand on its own.
 */
function FollowFocus({ focus, index }: { focus: MapFocus | null; index: ClusterIndex }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView(focus.position, index.standaloneZoom(focus, map.getZoom()));
  }, [map, focus, index]);
  return null;
}
