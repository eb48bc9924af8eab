import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/PageHeader";
import { locationCount } from "#app/components/map/inView";
import { LocationDetailsPanel } from "#app/components/map/LocationDetailsPanel";
import { LocationsInView } from "#app/components/map/LocationsInView";
import {
  LOCATIONS_MAP_ID,
  LocationsMap,
  type MapFocus,
  type MapViewport,
} from "#app/components/map/LocationsMap";
import { tilePreconnectMeta } from "#app/components/map/tileOrigin";
import { useViewportAnswer } from "#app/components/map/useViewportAnswer";
import { mapUrl } from "#app/lib/apiPaths";
import { orNull } from "#app/lib/loaderSafe";
import type { MapAnswer, MapLocation } from "#app/lib/locationTypes";
import { useSelectedState } from "#app/lib/selectedState";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import { displayName, isWellFormedFishValue } from "#core/fishTypes";
import { viewBox, WORLD_BOX } from "#core/mapBox";
import { MAP_PAGE_HEIGHT_PX } from "#core/maps";
import { mapPageView } from "#core/mapViews";
import { stateShownFor, withStateParam } from "#core/stateAddress";
import type { Route } from "./+types/map";

export const MAP_TITLE = "Fishing Locations Map - Fish Spots";
const TRAIL = [{ name: "Map", path: "/map" }];

// The whole state at the lowest zoom: a handful of clusters whose counts add up to the count line.
const OVERVIEW_ZOOM = 0;
// What the map shows first on a desktop screen (docs/product.md "Map constants": for Oregon centre
// 44, -120.5, zoom 7, 600px high; about 880px wide beside the panel). The server renders this
// view's list.
function initialViewBox(state: string) {
  const { center, zoom } = mapPageView(state);
  return viewBox(center, zoom, { width: 880, height: MAP_PAGE_HEIGHT_PX });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const fish = loaderData?.fish;
  const state = loaderData?.state ?? "Oregon";
  return [
    ...pageMeta({
      title: MAP_TITLE,
      description: fish
        ? `Every ${state} ${displayName(fish)} fishing location on one map, with seasons, facilities and tide information.`
        : `Every ${state} fishing location on one map: salmon, steelhead, trout, bass, crab and clam spots with seasons, facilities and tide information.`,
      // One canonical address per state (docs/product.md "State addresses"): a map of one fish
      // type is a view of that page, not a page of its own, whatever ?fish= says.
      path: withStateParam("/map", state),
      matches,
      jsonLd: [breadcrumbs(matches, TRAIL)],
    }),
    // The map is the page: its tiles are the largest images, asked for once the map starts.
    ...tilePreconnectMeta(matches),
  ];
}

// The selected state's count and first view (docs/product.md "State selector"), through the
// same service as GET /api/map (docs/architecture.md "Pages and the API share services"): a few dozen
// markers' worth, never every location. ?fish= narrows both to one fish type; a value that is not
// shaped like one is ignored (the map of every location).
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = stateShownFor(request);
  const asked = new URL(request.url).searchParams.get("fish");
  const fish = asked && isWellFormedFishValue(asked) ? asked : undefined;
  const { services, logger } = context;
  const [overview, initialView] = await Promise.all([
    orNull(
      services.findMapItems({ bbox: WORLD_BOX, zoom: OVERVIEW_ZOOM, state, fish }),
      logger,
      "map overview",
    ),
    orNull(
      services.findMapItems({ bbox: initialViewBox(state), zoom: mapPageView(state).zoom, state, fish }),
      logger,
      "map view",
    ),
  ]);
  return { state, fish: fish ?? null, overview, initialView };
}

// docs/product.md "Map page": the map of all locations, the side panel, and the locations in view.
export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { selectedState } = useSelectedState();
  const fromLoader = selectedState === loaderData.state;
  const fish = loaderData.fish ?? undefined;
  const fishName = fish ? displayName(fish) : undefined;
  const overview = useQuery<MapAnswer>({
    queryKey: [mapUrl(WORLD_BOX, OVERVIEW_ZOOM, selectedState, fish)],
    initialData: fromLoader ? (loaderData.overview ?? undefined) : undefined,
  });
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const [moving, setMoving] = useState(false);
  const settle = useCallback((next: MapViewport) => {
    setMoving(false);
    setViewport(next);
  }, []);
  const startMoving = useCallback(() => setMoving(true), []);
  const { answer, isError, busy } = useViewportAnswer(
    viewport,
    selectedState,
    fish,
    fromLoader ? (loaderData.initialView ?? undefined) : undefined,
  );

  const [selected, setSelected] = useState<MapLocation | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  // Another state's location does not stay in the panel.
  useEffect(() => {
    if (selectedState) setSelected(null);
  }, [selectedState]);

  // A location chosen from the list: select it, bring its pin into view, and bring the map
  // (with the panel right after it) back on screen, since the list sits below them.
  const choose = useCallback((location: MapLocation) => {
    setSelected(location);
    setFocus({ id: location.id, position: [location.latitude, location.longitude] });
    document.getElementById(LOCATIONS_MAP_ID)?.scrollIntoView({ block: "nearest" });
  }, []);

  return (
    <>
      <PageHeader
        trail={TRAIL}
        title="Fishing Locations Map"
        lead={`Every ${fishName ? `${fishName} ` : ""}fishing location in ${selectedState} on one map. Select a marker for its details; numbered clusters open as you zoom in.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="mb-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
          <p className="text-muted-foreground">
            {overview.isPending
              ? "Loading locations..."
              : overview.isError
                ? "Error loading locations"
                : `${locationCount(overview.data.total, fishName)} in ${selectedState}`}
          </p>
          {fish && (
            <Link
              to={withStateParam("/map", selectedState)}
              className="inline-block py-0.5 font-medium text-primary underline underline-offset-2"
            >
              Show every location
            </Link>
          )}
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <LocationsMap
            answer={answer}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            onViewportChange={settle}
            onMoveStart={startMoving}
            focus={focus}
            busy={moving || busy}
            firstView={mapPageView(selectedState)}
          />
          <LocationDetailsPanel location={selected} />
        </div>
        <LocationsInView
          answer={answer}
          isError={isError}
          selectedId={selected?.id ?? null}
          onChoose={choose}
        />
      </div>
    </>
  );
}
