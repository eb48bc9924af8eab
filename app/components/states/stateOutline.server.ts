import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { MapBox } from "#core/mapBox";

// A state's outline for its map preview, from the US Census Bureau's cartographic boundary files
// (2017, 1:10,000,000), as the us-atlas package redistributes them in TopoJSON. Read once, on the
// server only; a preview draws a few hundred points of it.

type Ring = [number, number][];

let byName: Map<string, Ring[]> | undefined;

function outlines(): Map<string, Ring[]> {
  if (byName) return byName;
  const require = createRequire(import.meta.url);
  const topology = require("us-atlas/states-10m.json") as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const states = feature(topology, topology.objects.states);
  byName = new Map(
    states.features.map((state) => {
      const { geometry } = state;
      const polygons =
        geometry.type === "Polygon"
          ? [geometry.coordinates]
          : geometry.type === "MultiPolygon"
            ? geometry.coordinates
            : [];
      // Outer rings only: a preview shows the land, not its holes.
      return [state.properties?.name ?? "", polygons.map((polygon) => polygon[0] as Ring)];
    }),
  );
  return byName;
}

/** The state's outline rings (longitude, latitude), or an empty list for a name it lacks. */
export function stateOutline(state: string): Ring[] {
  return outlines().get(state) ?? [];
}

/** The box the outline fills. */
export function outlineBox(rings: Ring[]): MapBox | null {
  const points = rings.flat();
  if (points.length === 0) return null;
  const longitudes = points.map(([longitude]) => longitude);
  const latitudes = points.map(([, latitude]) => latitude);
  return {
    west: Math.min(...longitudes),
    east: Math.max(...longitudes),
    south: Math.min(...latitudes),
    north: Math.max(...latitudes),
  };
}
