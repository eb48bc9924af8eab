import type { CSSProperties, MouseEvent } from "react";
import { cn } from "#app/lib/cn";
import type { MapAnswer, MapLocation } from "#app/lib/locationTypes";
import { MAX_ZOOM, type MapView } from "#core/maps";
import { offsetFromCentre, type PictureTile, tilesAround } from "#core/tileGrid";
import { clusterLook, type MarkerLook, pinLook } from "./markerLook";
import { useTileConfig } from "./tileConfig";
import { hasRetinaTiles, tileUrl } from "./tileUrl";

// The map page's first picture (decision 046): its view's tiles and markers drawn by the server,
// where Leaflet draws them, so a phone sees the map without running Leaflet. The map's code
// comes on the visitor's first use; a press on a pin, a cluster or a zoom button then does in
// Leaflet what it would have done there.

// The widest the map box gets (a tablet's full width, below the side panel's breakpoint) and its
// height: the picture covers them around the centre, and a narrower box shows its middle.
const HALF_WIDTH = 500;
const HALF_HEIGHT = 300;

// The box is a size container: a tile or marker wholly outside a narrow box is not drawn (nor
// fetched, nor reached by Tab). Each class shows it from a container width; literal strings, so
// the stylesheet has them.
const SHOWN_FROM: [width: number, className: string][] = [
  [1024, "hidden @5xl:block"],
  [896, "hidden @4xl:block"],
  [768, "hidden @3xl:block"],
  [672, "hidden @2xl:block"],
  [576, "hidden @xl:block"],
  [512, "hidden @lg:block"],
  [448, "hidden @md:block"],
  [384, "hidden @sm:block"],
];

/** The class that hides something `distance` px beside the centre from a box too narrow to show it. */
function shownFrom(distance: number): string {
  return SHOWN_FROM.find(([width]) => width <= 2 * distance)?.[1] ?? "";
}

/** How far the nearer of a span's two edges lies beside the centre (0 for a span across it). */
function besideCentre(left: number, width: number): number {
  if (left > 0) return left;
  if (left + width < 0) return -(left + width);
  return 0;
}

const fromCentre = (left: number, top: number): CSSProperties => ({
  left: `calc(50% + ${left}px)`,
  top: `calc(50% + ${top}px)`,
});

export type MapPictureProps = {
  view: MapView;
  /** The server's answer for the view. */
  answer: MapAnswer;
  /** A pin was pressed: select it and open its popup (from the keyboard, focus goes into it). */
  onPickLocation: (location: MapLocation, fromKeyboard: boolean) => void;
  /** A cluster or a zoom button was pressed: Leaflet opens on this view instead. */
  onZoomTo: (view: MapView) => void;
  /** Leaflet's map lies over it now: out of reach, and out of the accessibility tree. */
  covered?: boolean;
};

export function MapPicture({ view, answer, onPickLocation, onZoomTo, covered = false }: MapPictureProps) {
  const tiles = useTileConfig();
  return (
    <div
      data-map-picture=""
      aria-hidden={covered || undefined}
      inert={covered || undefined}
      className="absolute inset-0 overflow-hidden"
    >
      {tiles && <PictureTiles template={tiles.tileUrl} view={view} />}
      <PictureMarkers view={view} answer={answer} onPickLocation={onPickLocation} onZoomTo={onZoomTo} />
      <div className="absolute top-2.5 left-2.5 flex flex-col overflow-hidden rounded border-2 border-black/20 bg-clip-padding">
        <ZoomButton
          label="Zoom in"
          text="+"
          onPress={() => onZoomTo({ ...view, zoom: Math.min(MAX_ZOOM, view.zoom + 1) })}
        />
        <ZoomButton
          label="Zoom out"
          text="−"
          onPress={() => onZoomTo({ ...view, zoom: Math.max(0, view.zoom - 1) })}
        />
      </div>
      {tiles && (
        <div
          className="absolute right-0 bottom-0 bg-card/90 px-1.5 text-xs text-card-foreground [&_a]:text-primary [&_a]:underline"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's attribution line (TILE_ATTRIBUTION), which Leaflet draws as HTML too.
          dangerouslySetInnerHTML={{ __html: tiles.tileAttribution }}
        />
      )}
    </div>
  );
}

/**
 * The view's tiles as Leaflet would ask for them. A template without the provider's own
 * high-resolution tiles has two grids, the high-density screen's (the next level at half size)
 * and the other's: the one a screen does not show is not displayed, so never fetched.
 */
function PictureTiles({ template, view }: { template: string; view: MapView }) {
  const half = { halfWidth: HALF_WIDTH, halfHeight: HALF_HEIGHT };
  const grid = (tiles: PictureTile[], url: (tile: PictureTile) => string) =>
    tiles.map((tile) => (
      <div
        key={`${tile.z}/${tile.x}/${tile.y}/${tile.left}`}
        className={cn("absolute bg-cover", shownFrom(besideCentre(tile.left, tile.size)))}
        style={{
          ...fromCentre(tile.left, tile.top),
          width: tile.size,
          height: tile.size,
          backgroundImage: url(tile),
        }}
      />
    ));
  if (hasRetinaTiles(template)) {
    const url = (tile: PictureTile) =>
      `image-set(${cssUrl(tileUrl(template, tile))} 1x, ${cssUrl(tileUrl(template, tile, { retina: true }))} 2x)`;
    return <div className="absolute inset-0">{grid(tilesAround(view.center, view.zoom, half), url)}</div>;
  }
  const url = (tile: PictureTile) => cssUrl(tileUrl(template, tile));
  return (
    <>
      <div className="absolute inset-0 dense-screen:hidden">
        {grid(tilesAround(view.center, view.zoom, half), url)}
      </div>
      {view.zoom < MAX_ZOOM && (
        <div className="absolute inset-0 hidden dense-screen:block">
          {grid(tilesAround(view.center, view.zoom, { ...half, dense: true }), url)}
        </div>
      )}
    </>
  );
}

function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n]/g, (c) => `\\${c}`)}")`;
}

type PlacedMarker = {
  key: string;
  look: MarkerLook;
  left: number;
  top: number;
  press: (event: MouseEvent) => void;
};

/** The answer's clusters and pins, the southern drawn over the northern, as Leaflet orders them. */
function PictureMarkers({
  view,
  answer,
  onPickLocation,
  onZoomTo,
}: Pick<MapPictureProps, "view" | "answer" | "onPickLocation" | "onZoomTo">) {
  const place = (latitude: number, longitude: number) =>
    offsetFromCentre([latitude, longitude], view.center, view.zoom);
  const markers: PlacedMarker[] = [
    ...answer.clusters.map((cluster) => ({
      key: `c${cluster.latitude},${cluster.longitude}`,
      look: clusterLook(cluster.count),
      ...place(cluster.latitude, cluster.longitude),
      press: () => onZoomTo({ center: [cluster.latitude, cluster.longitude], zoom: cluster.expansionZoom }),
    })),
    ...answer.locations.map((location) => ({
      key: `l${location.id}`,
      look: pinLook(location.name),
      ...place(location.latitude, location.longitude),
      // A press from the keyboard (Enter or Space) is a click with no mouse clicks counted.
      press: (event: MouseEvent) => onPickLocation(location, event.detail === 0),
    })),
  ].sort((a, b) => a.top - b.top);
  return markers.map(({ key, look, left, top, press }) => (
    <button
      key={key}
      type="button"
      data-picture-marker={look.kind}
      onClick={press}
      className={cn("absolute", look.className, shownFrom(besideCentre(left - look.anchor.x, look.size)))}
      style={{
        ...fromCentre(left - look.anchor.x, top - look.anchor.y),
        width: look.size,
        height: look.size,
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the marker's own markup (markerLook.ts), its name escaped; Leaflet draws the same.
      dangerouslySetInnerHTML={{ __html: look.html }}
    />
  ));
}

function ZoomButton({ label, text, onPress }: { label: string; text: string; onPress: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onPress}
      className="size-[30px] border-b border-border bg-card font-mono text-[22px] leading-[30px] font-bold text-card-foreground last:border-b-0"
    >
      {text}
    </button>
  );
}
