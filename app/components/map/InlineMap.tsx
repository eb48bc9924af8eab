import { lazy } from "react";
import { cn } from "#app/lib/cn";
import { locationPoint } from "#core/maps";
import { ClientMap, MapMessage } from "./ClientMap";

const PinMap = lazy(() => import("./leaflet/PinMap"));

/**
 * docs/product.md "Location maps": the inline preview, read-only, centred on the location at
 * zoom 10, its popup open, built again when the coordinates or the name change
 * (Leaflet takes centre and zoom only when it is created, hence the key). It sits below the
 * page's first screen on a phone: Leaflet loads and starts only when it is scrolled near.
 */
export function InlineMap({
  name,
  latitude,
  longitude,
  className,
}: {
  name: string;
  latitude: string;
  longitude: string;
  className?: string;
}) {
  const position = locationPoint(latitude, longitude);
  return (
    <ClientMap label={`Map of ${name}`} className={cn("h-72", className)} startWhenNear>
      {position ? (
        <PinMap key={`${latitude},${longitude},${name}`} position={position} name={name} mode="preview" />
      ) : (
        <MapMessage>No map position for this location.</MapMessage>
      )}
    </ClientMap>
  );
}
