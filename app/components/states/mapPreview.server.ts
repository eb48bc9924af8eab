import type { AppLoadContext } from "react-router";
import { fitProjection, outlinePath } from "./mapPreviewShape";
import { outlineBox, stateOutline } from "./stateOutline.server";

// A state's map preview (docs/product.md "State addresses"): its outline and its spots drawn as
// dots, server-rendered, so the home page gains no map script; the link beside it opens the
// real map. Positions are computed here: the page receives pixels, not the outline's points.

/** The zoom the preview's clusters are read at: a state shows a few dozen of them. */
const PREVIEW_ZOOM = 7;

export type MapPreviewDot = { x: number; y: number; count: number };
export type MapPreviewData = { width: number; height: number; outline: string; dots: MapPreviewDot[] };

// A state's box, projection and simplified outline never change: worked out once per state, not
// on every home page.
const shapes = new Map<string, ReturnType<typeof shapeOf>>();

function shapeOf(state: string) {
  const rings = stateOutline(state);
  const box = outlineBox(rings);
  if (!box) return null;
  const projection = fitProjection(box);
  return { box, projection, outline: outlinePath(rings, projection) };
}

function stateShape(state: string) {
  if (!shapes.has(state)) shapes.set(state, shapeOf(state));
  return shapes.get(state) ?? null;
}

/** The state's picture, or null for a state the outline file does not hold. */
export async function loadMapPreview(
  services: AppLoadContext["services"],
  state: string,
): Promise<MapPreviewData | null> {
  const shape = stateShape(state);
  if (!shape) return null;
  const { box, projection, outline } = shape;
  const answer = await services.findMapItems({ bbox: box, zoom: PREVIEW_ZOOM, state });
  const dot = (longitude: number, latitude: number, count: number) => {
    const [x, y] = projection.project(longitude, latitude);
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, count };
  };
  return {
    width: projection.width,
    height: projection.height,
    outline,
    dots: [
      ...answer.clusters.map((cluster) => dot(cluster.longitude, cluster.latitude, cluster.count)),
      ...answer.locations.map((location) => dot(location.longitude, location.latitude, 1)),
    ],
  };
}
