import "./map.css";
import { DomEvent, type Marker as LeafletMarker, type MapOptions } from "leaflet";
import { useEffect, useMemo, useRef } from "react";
import { MapContainer, Marker, useMap } from "react-leaflet";
import {
  INLINE_MAP_ZOOM,
  type LatLng,
  MAX_ZOOM,
  MODAL_INVALIDATE_SIZE_DELAY_MS,
  MODAL_MAP_ZOOM,
} from "#core/maps";
import { useAfterNextPaint } from "../afterNextPaint";
import { ConfiguredTileLayer } from "./ConfiguredTileLayer";
import { pinIcon } from "./icons";

export type PinMapProps = {
  position: LatLng;
  name: string;
  /** "preview": the read-only inline map; "full": the interactive map of the modal. */
  mode: "preview" | "full";
};

// docs/product.md "Location maps": the inline preview cannot be dragged, zoomed or keyboard-controlled.
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
 * default (docs/product.md "Location maps"). The inline preview (zoom 10) and the modal map (zoom 13,
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
  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    // The popup's content is in place before it opens, so Leaflet sizes it once. react-leaflet's
    // <Popup> renders its children only after the popup has opened empty: for a frame or more
    // the open popup had the wrong size, and then visibly jumped to the right one.
    marker
      .bindPopup(popupContent(name), {
        // The pin sits in the middle of the map and the popup fits above it: panning to make
        // room would move the map off the location.
        autoPan: false,
        closeButton: interactive,
        closeOnClick: interactive,
        closeOnEscapeKey: interactive,
        autoClose: interactive,
      })
      .openPopup();
    return () => {
      marker.unbindPopup();
    };
  }, [name, interactive]);
  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      title={name}
      interactive={interactive}
      keyboard={interactive}
    />
  );
}

/** The popup's text: the name (as text, never markup) over the words "Fishing Location". */
function popupContent(name: string): HTMLElement {
  const content = document.createElement("div");
  const title = document.createElement("p");
  title.className = "font-semibold";
  title.textContent = name;
  const kind = document.createElement("p");
  kind.className = "text-muted-foreground";
  kind.textContent = "Fishing Location";
  content.append(title, kind);
  return content;
}

/** On the inline preview, clicks on the marker and the map are swallowed. */
function SwallowClicks() {
  const map = useMap();
  useEffect(() => {
    DomEvent.disableClickPropagation(map.getContainer());
  }, [map]);
  return null;
}

/** The full map's size is recalculated 100 ms after it is created, once the dialog has its size. */
function InvalidateSizeAfter({ delayMs }: { delayMs: number }) {
  const map = useMap();
  useEffect(() => {
    const timer = window.setTimeout(() => map.invalidateSize(), delayMs);
    return () => window.clearTimeout(timer);
  }, [map, delayMs]);
  return null;
}
