import type { LeafletKeyboardEvent } from "leaflet";
import { memo, useMemo } from "react";
import { Marker } from "react-leaflet";
import type { LatLng } from "#core/maps";
import { clusterIcon } from "./icons";

/** A cluster of nearby locations: a click, Enter or Space zooms in to where it splits. */
export const ClusterMarker = memo(function ClusterMarker({
  latitude,
  longitude,
  count,
  expansionZoom,
  onExpand,
}: {
  latitude: number;
  longitude: number;
  count: number;
  expansionZoom: number;
  onExpand: (position: LatLng, zoom: number, fromKeyboard: boolean) => void;
}) {
  const position = useMemo<LatLng>(() => [latitude, longitude], [latitude, longitude]);
  const icon = useMemo(() => clusterIcon(count), [count]);
  const eventHandlers = useMemo(
    () => ({
      click: () => onExpand(position, expansionZoom, false),
      keydown: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key !== "Enter" && key !== " ") return;
        event.originalEvent.preventDefault();
        onExpand(position, expansionZoom, true);
      },
    }),
    [position, expansionZoom, onExpand],
  );
  return (
    <Marker
      position={position}
      icon={icon}
      keyboard
      title={`${count} fishing locations`}
      zIndexOffset={500}
      eventHandlers={eventHandlers}
    />
  );
});
