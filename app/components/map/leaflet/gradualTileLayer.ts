import { type Coords, type LatLng, TileLayer, type TileLayerOptions } from "leaflet";
import { afterNextPaint } from "../afterNextPaint";
import { TILES_PER_TASK } from "../startSteps";

// Leaflet's grid layer adds every missing tile of the view in one task (GridLayer._update). On
// a phone with sharp tiles (retinaTiles.ts) that is 24 images for /map's first view: a task of
// about 250 ms on a phone's CPU, during which the page cannot answer a tap. This layer adds at
// most TILES_PER_TASK of them, nearest the centre first (Leaflet's own order), and the rest a
// batch per painted frame.

// The two Leaflet 1.9 internals this layer wraps; the e2e map tests draw, pan and zoom with it.
type GridInternals = {
  _update(center?: LatLng): void;
  _addTile(coords: Coords, container: HTMLElement | DocumentFragment): void;
};

type GradualState = GridInternals & {
  /** Tiles this `_update` may still add. */
  _budget: number;
  /** A tile was left out for lack of budget: another `_update` follows. */
  _skipped: boolean;
  _cancelRest?: () => void;
};

const grid = TileLayer.prototype as unknown as GridInternals;

/** A tile layer (same options as Leaflet's) that adds a view's tiles a few per task. */
export const GradualTileLayer: new (url: string, options?: TileLayerOptions) => TileLayer = TileLayer.extend({
  _update(this: GradualState, center?: LatLng) {
    // Every update works out what is missing afresh: a pending one is superseded.
    cancelRest(this);
    this._budget = TILES_PER_TASK;
    this._skipped = false;
    grid._update.call(this, center);
    if (!this._skipped) return;
    // Leaflet may have updated again inside (a zoom jump resets the view): one follow-up only.
    cancelRest(this);
    this._cancelRest = afterNextPaint(() => this._update(center));
  },

  _addTile(this: GradualState, coords: Coords, container: HTMLElement | DocumentFragment) {
    if (this._budget <= 0) {
      this._skipped = true;
      return;
    }
    this._budget -= 1;
    grid._addTile.call(this, coords, container);
  },

  onRemove(this: GradualState & TileLayer, map: Parameters<TileLayer["onRemove"]>[0]) {
    cancelRest(this);
    return TileLayer.prototype.onRemove.call(this, map);
  },
});

function cancelRest(layer: GradualState): void {
  layer._cancelRest?.();
  layer._cancelRest = undefined;
}
