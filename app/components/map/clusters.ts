import Supercluster from "supercluster";
import { type LatLng, locationPoint, MAX_ZOOM, TILE_SIZE } from "../../../core/maps";
import type { Bounds } from "./viewport";

// Product 2 and architecture "Maps": the map page stays smooth with many thousands of locations
// because it never draws them all. Supercluster (a k-d tree per zoom level) merges nearby
// points into one marker, and only the clusters and points of the current view become DOM
// markers; the view is re-queried after every move and zoom.

export type MapPoint = { id: number; position: LatLng };

/** Every location that can be placed; one whose coordinates are not numbers is left off. */
export function mapPointsOf(
  locations: readonly { id: number; latitude: string; longitude: string }[],
): MapPoint[] {
  return locations.flatMap(({ id, latitude, longitude }) => {
    const position = locationPoint(latitude, longitude);
    return position ? [{ id, position }] : [];
  });
}

export type MapItem =
  | { kind: "cluster"; key: string; clusterId: number; count: number; position: LatLng }
  | { kind: "point"; key: string; id: number; position: LatLng };

/** Markers closer than this merge: about two pins' width, so pins never cover each other. */
export const CLUSTER_RADIUS_PX = 60;

export type ClusterIndex = {
  /** Clusters and single points inside `bounds` at `zoom`. */
  itemsIn(bounds: Bounds, zoom: number): MapItem[];
  /** The zoom at which a cluster splits into smaller clusters or points. */
  expansionZoom(clusterId: number): number;
  /** The lowest zoom, from `fromZoom` up, at which the point has a marker of its own. */
  standaloneZoom(point: MapPoint, fromZoom: number): number;
};

type PointProperties = { id: number; position: LatLng };

export function createClusterIndex(points: readonly MapPoint[]): ClusterIndex {
  // Clusters up to one level below the maximum zoom: at the maximum every point is its own
  // marker, even points that share coordinates.
  const index = new Supercluster<PointProperties, Record<string, never>>({
    radius: CLUSTER_RADIUS_PX,
    // Supercluster measures the radius against 512-pixel tiles unless told otherwise; the map's
    // tiles are 256 pixels (spec 9), so the radius is in screen pixels.
    extent: TILE_SIZE,
    maxZoom: MAX_ZOOM - 1,
  });
  index.load(
    points.map(({ id, position }) => ({
      type: "Feature" as const,
      geometry: { type: "Point" as const, coordinates: [position[1], position[0]] },
      properties: { id, position },
    })),
  );
  return {
    itemsIn(bounds, zoom) {
      const box: [number, number, number, number] = [
        Math.max(-180, bounds.west),
        Math.max(-85, bounds.south),
        Math.min(180, bounds.east),
        Math.min(85, bounds.north),
      ];
      return index.getClusters(box, Math.round(zoom)).map((feature): MapItem => {
        const properties = feature.properties;
        if ("cluster" in properties && properties.cluster) {
          const [longitude, latitude] = feature.geometry.coordinates as [number, number];
          return {
            kind: "cluster",
            key: `cluster-${properties.cluster_id}`,
            clusterId: properties.cluster_id,
            count: properties.point_count,
            position: [latitude, longitude],
          };
        }
        const point = properties as PointProperties;
        // The point's own position object: markers that stay in view are not moved again.
        return { kind: "point", key: `point-${point.id}`, id: point.id, position: point.position };
      });
    },
    expansionZoom(clusterId) {
      return Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM);
    },
    standaloneZoom({ id, position: [latitude, longitude] }, fromZoom) {
      // A clustered point is drawn at its cluster's centre, elsewhere: so the point is on its
      // own exactly when a box of a pixel around it returns the point itself.
      for (let zoom = Math.max(0, Math.round(fromZoom)); zoom < MAX_ZOOM; zoom++) {
        const d = 360 / (TILE_SIZE * 2 ** zoom);
        const alone = index
          .getClusters([longitude - d, latitude - d, longitude + d, latitude + d], zoom)
          .some((f) => !("cluster" in f.properties && f.properties.cluster) && f.properties.id === id);
        if (alone) return zoom;
      }
      return MAX_ZOOM;
    },
  };
}
