import "./map.css";
import { DomEvent, type Marker as LeafletMarker, type MapOptions } from "leaflet";
import { useEffect, useMemo, useRef } from "react";
import { MapContainer, Marker, Popup, useMap } from "react-leaflet";
import {
  INLINE_MAP_ZOOM,
  type LatLng,
  MAX_ZOOM,
  MODAL_INVALIDATE_SIZE_DELAY_MS,
  MODAL_MAP_ZOOM,
} from "../../../../core/maps";
import { useAfterNextPaint } from "../afterNextPaint";
import { ConfiguredTileLayer } from "./ConfiguredTileLayer";
import { pinIcon } from "./icons";

export type PinMapProps = {
  position: LatLng;
  name: string;
  /** "preview": the read-only inline map; "full": the interactive map of the modal. */
  mode: "preview" | "full";
};

// Spec 2 "Map components": the inline preview "cannot be moved, zoomed or keyboard-controlled".
const READ_ONLY: MapOptions = {
  dragging: false,
  scrollWheelZoom: false,
  doubleClickZoom: false,
  touchZoom: false,
  boxZoom: false,
  keyboard: false,
  zoomControl: false,
  // Its popup stays open: a click on the map must not close it.
  closePopupOnClick: false,
};

/**
 * One location's pin with a popup showing its name and the words "Fishing Location", open by
 * default (spec 2 "Map components"). The inline preview (zoom 10) and the modal map (zoom 13,
 * zoom controls and attribution) share it. Loaded lazily, in the browser only.
 */
export default function PinMap({ position, name, mode }: PinMapProps) {
  const preview = mode === "preview";
  // The map, its tiles and its pin with the open popup each in a task of their own (see
  // afterNextPaint.ts): on the location page Leaflet starts while the visitor scrolls.
  const tilesShown = useAfterNextPaint();
  const pinShown = useAfterNextPaint(tilesShown);
  return (
    <MapContainer
      center={position}
      zoom={preview ? INLINE_MAP_ZOOM : MODAL_MAP_ZOOM}
      maxZoom={MAX_ZOOM}
      className="size-full"
      {...(preview ? READ_ONLY : {})}
    >
      <ConfiguredTileLayer showTiles={tilesShown} />
      {pinShown && <PinMarker position={position} name={name} interactive={!preview} />}
      {preview ? <SwallowClicks /> : <InvalidateSizeAfter delayMs={MODAL_INVALIDATE_SIZE_DELAY_MS} />}
    </MapContainer>
  );
}

function PinMarker({
  position,
  name,
  interactive,
}: {
  position: LatLng;
  name: string;
  interactive: boolean;
}) {
  const markerRef = useRef<LeafletMarker>(null);
  const icon = useMemo(() => pinIcon(name), [name]);
  // The popup is bound by the child <Popup> before this parent effect runs.
  useEffect(() => {
    markerRef.current?.openPopup();
  }, []);
  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      title={name}
      interactive={interactive}
      keyboard={interactive}
    >
      <Popup
        // The pin sits in the middle of the map and the popup fits above it: panning to make
        // room would move the map off the location.
        autoPan={false}
        closeButton={interactive}
        closeOnClick={interactive}
        closeOnEscapeKey={interactive}
        autoClose={interactive}
      >
        <p className="font-semibold">{name}</p>
        <p className="text-muted-foreground">Fishing Location</p>
      </Popup>
    </Marker>
  );
}

/** Spec 2: on the inline preview "clicks on marker and map are swallowed". */
function SwallowClicks() {
  const map = useMap();
  useEffect(() => {
    DomEvent.disableClickPropagation(map.getContainer());
  }, [map]);
  return null;
}

/** Spec 9: the modal map's "size recalculated 100 ms after creation", once the dialog has its size. */
function InvalidateSizeAfter({ delayMs }: { delayMs: number }) {
  const map = useMap();
  useEffect(() => {
    const timer = window.setTimeout(() => map.invalidateSize(), delayMs);
    return () => window.clearTimeout(timer);
  }, [map, delayMs]);
  return null;
}
