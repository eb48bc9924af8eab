import type { MapBox } from "#core/mapBox";

// The geometry of a map preview: Web Mercator (as the map's tiles) fitted to a box, at a fixed
// width, and an outline as one short SVG path.

export const PREVIEW_WIDTH = 640;

const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));

export type Projection = {
  width: number;
  height: number;
  project: (longitude: number, latitude: number) => [number, number];
};

export function fitProjection(box: MapBox, width = PREVIEW_WIDTH): Projection {
  const top = mercatorY(box.north);
  const bottom = mercatorY(box.south);
  const spanRadians = ((box.east - box.west) * Math.PI) / 180;
  const height = Math.round(((top - bottom) * width) / spanRadians);
  return {
    width,
    height,
    project: (longitude, latitude) => [
      ((longitude - box.west) / (box.east - box.west)) * width,
      ((top - mercatorY(latitude)) / (top - bottom)) * height,
    ],
  };
}

/** Douglas-Peucker: the points of `points` that keep the line within `tolerance` pixels. */
function simplify(points: [number, number][], tolerance: number): [number, number][] {
  if (points.length <= 2) return points;
  const [ax, ay] = points[0] as [number, number];
  const [bx, by] = points[points.length - 1] as [number, number];
  const length = Math.hypot(bx - ax, by - ay);
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i] as [number, number];
    const distance =
      length === 0
        ? Math.hypot(px - ax, py - ay)
        : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
    if (distance > farthest) {
      farthest = distance;
      index = i;
    }
  }
  if (farthest <= tolerance)
    return [points[0] as [number, number], points[points.length - 1] as [number, number]];
  return [
    ...simplify(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(index), tolerance),
  ];
}

/** How far (in pixels) a drawn outline may stray from the boundary. */
const OUTLINE_TOLERANCE_PX = 0.75;

/**
 * The rings as one path in whole pixels, each point relative to the one before (the shortest
 * text), simplified to within a pixel: a state's thousands of boundary points become a few hundred.
 */
export function outlinePath(rings: [number, number][][], projection: Projection): string {
  const parts: string[] = [];
  for (const ring of rings) {
    const projected = ring.map(([longitude, latitude]) => projection.project(longitude, latitude));
    const points = simplify(projected, OUTLINE_TOLERANCE_PX).map(([x, y]): [number, number] => [
      Math.round(x),
      Math.round(y),
    ]);
    // A ring smaller than a few pixels (a rock off the coast) is not drawn.
    const [start, ...rest] = points;
    if (!start || points.length < 4) continue;
    let [lastX, lastY] = start;
    let path = `M${lastX} ${lastY}`;
    for (const [x, y] of rest) {
      if (x === lastX && y === lastY) continue;
      path += `l${x - lastX}${y - lastY < 0 ? "" : " "}${y - lastY}`;
      [lastX, lastY] = [x, y];
    }
    parts.push(`${path}z`);
  }
  return parts.join("");
}
