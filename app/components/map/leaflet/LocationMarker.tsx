import type { LeafletKeyboardEvent, Marker as LeafletMarker, PopupEvent } from "leaflet";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Marker, Popup } from "react-leaflet";
import type { MapLocation } from "#app/lib/locationTypes";
import type { LatLng } from "#core/maps";
import { LocationPopup } from "../LocationPopup";
import type { PopupRequest } from "../LocationsMap";
import { pinIcon } from "./icons";

/**
 * One location on the map page. A click, Enter or Space opens its popup and selects it, which
 * fills the side panel (docs/product.md "Map page"). Leaflet makes the pin a focusable button
 * (keyboard: true) and opens the popup on Enter itself; Space is added here, as buttons
 * answer both. From the keyboard, focus moves into the popup and returns to the pin when the
 * popup closes.
 */
export const LocationMarker = memo(function LocationMarker({
  location,
  selected,
  onSelect,
  popupRequest = null,
}: {
  location: MapLocation;
  selected: boolean;
  onSelect: (location: MapLocation) => void;
  /** Open the popup once drawn: the pin was pressed on the map's first picture. */
  popupRequest?: PopupRequest | null;
}) {
  const { latitude, longitude } = location;
  // A marker that stays in the next answer keeps its position object: Leaflet does not move it.
  const position = useMemo<LatLng>(() => [latitude, longitude], [latitude, longitude]);
  const markerRef = useRef<LeafletMarker>(null);
  // Each answer brings new objects for the same location: handlers read the latest one, so
  // they need not be bound to the marker again.
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  });
  const fromKeyboard = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const icon = useMemo(() => pinIcon(location.name, { selected }), [location.name, selected]);

  const closePopup = useCallback(() => markerRef.current?.closePopup(), []);

  useEffect(() => {
    if (!popupRequest) return;
    // Read by "popupopen": from the keyboard, focus goes into the popup.
    fromKeyboard.current = popupRequest.fromKeyboard;
    markerRef.current?.openPopup();
  }, [popupRequest]);

  const eventHandlers = useMemo(
    () => ({
      click: () => {
        fromKeyboard.current = false;
        onSelect(latest.current);
      },
      keydown: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        // Noted before Leaflet's own "keypress" handler opens the popup on Enter.
        if (key === "Enter") fromKeyboard.current = true;
        if (key !== " ") return;
        event.originalEvent.preventDefault(); // no page scroll
        fromKeyboard.current = true;
        markerRef.current?.openPopup();
        onSelect(latest.current);
      },
      // Leaflet toggles the popup on Enter ("keypress"); selecting here keeps the two in step.
      keypress: (event: LeafletKeyboardEvent) => {
        if (event.originalEvent.key === "Enter") onSelect(latest.current);
      },
      popupopen: () => {
        if (fromKeyboard.current) setFocusRequest((n) => n + 1);
      },
      popupclose: (event: PopupEvent) => {
        // Focus was inside the popup (or fell to the page as the popup went): back to the pin.
        const active = document.activeElement;
        const inPopup = active !== null && event.popup.getElement()?.contains(active);
        const lost = active === null || active === document.body;
        if (inPopup || (lost && fromKeyboard.current)) {
          markerRef.current?.getElement()?.focus({ preventScroll: true });
        }
        fromKeyboard.current = false;
      },
    }),
    [onSelect],
  );

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      keyboard
      title={location.name}
      // The selected pin is drawn above its neighbours.
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={eventHandlers}
    >
      <Popup>
        <LocationPopup location={location} focusRequest={focusRequest} onClose={closePopup} />
      </Popup>
    </Marker>
  );
});
