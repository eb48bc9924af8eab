import type { LeafletKeyboardEvent } from "leaflet";
import { memo, useMemo } from "react";
import { Marker } from "react-leaflet";
import type { LatLng } from "../../../../core/maps";
import { clusterIcon } from "./icons";

/** A cluster of nearby locations: a click, Enter or Space zooms in until it splits. */
export const ClusterMarker = memo(function ClusterMarker({
  clusterId,
  count,
  position,
  onExpand,
}: {
  clusterId: number;
  count: number;
  position: LatLng;
  onExpand: (clusterId: number, position: LatLng, fromKeyboard: boolean) => void;
}) {
  const icon = useMemo(() => clusterIcon(count), [count]);
  const eventHandlers = useMemo(
    () => ({
      click: () => onExpand(clusterId, position, false),
      keydown: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key !== "Enter" && key !== " ") return;
        event.originalEvent.preventDefault();
        onExpand(clusterId, position, true);
      },
    }),
    [clusterId, position, onExpand],
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
