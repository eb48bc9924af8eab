import { lazy } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import { modalCenter } from "#core/maps";
import { ClientMap } from "./ClientMap";
import { ViewFullMapButton } from "./ViewFullMapButton";

const PinMap = lazy(() => import("./leaflet/PinMap"));

/**
 * The map dialog itself, loaded on demand by MapModal. docs/product.md "Location maps": the full
 * map, shown only when open, titled "{name} - Map View", with a close button; fully interactive,
 * centred at zoom 13, up to 4xl wide and 80% of the viewport high. Opening builds the map,
 * closing tears it down (the content, and with it the Leaflet map, is unmounted). Coordinates
 * that are not numbers fall back to Portland. Radix traps focus
 * in the dialog and gives it back to the button on close.
 */
export default function MapModalDialog({
  name,
  latitude,
  longitude,
  open,
  onOpenChange,
}: {
  name: string;
  latitude: string;
  longitude: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const center = modalCenter(latitude, longitude);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <ViewFullMapButton />
      </DialogTrigger>
      {open && (
        <DialogContent layout="fill" className="h-[80vh]">
          <DialogTitle className="pr-8">{name} - Map View</DialogTitle>
          <DialogDescription>
            Drag to move the map; zoom with the + and - buttons, the mouse wheel or the keyboard.
          </DialogDescription>
          <ClientMap className="min-h-0 flex-1">
            <PinMap position={center} name={name} mode="full" />
          </ClientMap>
        </DialogContent>
      )}
    </Dialog>
  );
}
