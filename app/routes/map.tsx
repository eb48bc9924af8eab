import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { PageHeader } from "~/components/layout/PageHeader";
import { LocationDetailsPanel } from "~/components/map/LocationDetailsPanel";
import { LocationsInView } from "~/components/map/LocationsInView";
import { LOCATIONS_MAP_ID, LocationsMap, type MapFocus } from "~/components/map/LocationsMap";
import type { Bounds } from "~/components/map/viewport";
import { ALL_FISH, fishListUrl } from "~/lib/apiPaths";
import { orNull } from "~/lib/loaderSafe";
import type { Location } from "~/lib/locationTypes";
import { selectedStateFromCookie, useSelectedState } from "~/lib/selectedState";
import { breadcrumbs, pageMeta } from "~/lib/seo";
import { locationPoint } from "../../core/maps";
import type { Route } from "./+types/map";

export const MAP_TITLE = "Fishing Locations Map - Fish Spots";
const NO_LOCATIONS: Location[] = [];
const TRAIL = [{ name: "Map", path: "/map" }];

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: MAP_TITLE,
    description:
      "Every Oregon fishing location on one map: salmon, steelhead, trout, bass, crab and clam spots with seasons, facilities and tide information.",
    path: "/map",
    matches,
    jsonLd: [breadcrumbs(matches, TRAIL)],
  });
}

// The selected state's locations (spec 2 "Global header"), through the same service as
// GET /api/locations (architecture rule 4), so the server render already lists them.
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = selectedStateFromCookie(request.headers.get("cookie"));
  const locations = await orNull(context.services.findLocations({ state }), context.logger, "map locations");
  return { state, locations };
}

// Spec 2 "Map page": the map of all locations, the side panel, and the locations in view.
export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { selectedState } = useSelectedState();
  // The same query as the directory's "Don't care what fish" list (spec 7: GET /api/locations),
  // seeded by the loader when it was for the state now selected.
  const { data, isPending, isError } = useQuery<Location[]>({
    queryKey: [fishListUrl(ALL_FISH, selectedState)],
    initialData: selectedState === loaderData.state ? (loaderData.locations ?? undefined) : undefined,
  });
  const locations = data ?? NO_LOCATIONS;

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const selected = locations.find((location) => location.id === selectedId) ?? null;

  // A location chosen from the list: select it, bring its pin into view, and bring the map
  // (with the panel right after it) back on screen, since the list sits below them.
  const choose = useCallback((location: Location) => {
    setSelectedId(location.id);
    const position = locationPoint(location.latitude, location.longitude);
    if (position) setFocus({ id: location.id, position });
    document.getElementById(LOCATIONS_MAP_ID)?.scrollIntoView({ block: "nearest" });
  }, []);

  return (
    <>
      <PageHeader
        trail={TRAIL}
        title="Fishing Locations Map"
        lead={`Every fishing location in ${selectedState} on one map. Select a marker for its details; numbered clusters open as you zoom in.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <p className="mb-3 text-sm text-muted-foreground">
          {isPending
            ? "Loading locations..."
            : isError
              ? // Spec 8 "Locations list component failed".
                "Error loading locations"
              : `${locations.length} ${locations.length === 1 ? "location" : "locations"} in ${selectedState}`}
        </p>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <LocationsMap
            locations={locations}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onViewChange={setBounds}
            focus={focus}
          />
          <LocationDetailsPanel location={selected} />
        </div>
        <LocationsInView locations={locations} bounds={bounds} selectedId={selectedId} onChoose={choose} />
      </div>
    </>
  );
}
