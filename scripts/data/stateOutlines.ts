import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Outline } from "#core/verifyPlace";

// The states' outlines for the place check: the US Census Bureau's cartographic boundary files
// (2017, 1:10,000,000) as the us-atlas package redistributes them in TopoJSON, holes and islands
// kept. Read once.

let byName: Map<string, Outline> | undefined;

export function stateOutlines(): Map<string, Outline> {
  if (byName) return byName;
  const require = createRequire(import.meta.url);
  const topology = require("us-atlas/states-10m.json") as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  byName = new Map();
  for (const state of feature(topology, topology.objects.states).features) {
    const { geometry } = state;
    if (geometry.type === "Polygon" || geometry.type === "MultiPolygon")
      byName.set(state.properties?.name ?? "", geometry);
  }
  return byName;
}
