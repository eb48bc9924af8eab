import { Island, useIslandPage } from "#app/components/layout/Island";
import { MAP_TRAIL, MapPageContent, OVERVIEW_ZOOM } from "#app/components/map/MapPageContent";
import { mapPageViewFor } from "#app/components/map/mapPageView.server";
import { tilePreconnectMeta } from "#app/components/map/tileOrigin";
import { NearSection } from "#app/components/near/NearForm";
import { MapPageIsland } from "#app/islands/MapPageIsland";
import { useDocumentMode } from "#app/lib/documentMode";
import { orNull } from "#app/lib/loaderSafe";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import { displayName, isWellFormedFishValue } from "#core/fishTypes";
import { viewBox, WORLD_BOX } from "#core/mapBox";
import { MAP_PAGE_HEIGHT_PX, type MapView } from "#core/maps";
import { ALL_STATES, asksAllStates, stateShownFor, withStateParam } from "#core/stateAddress";
import type { Route } from "./+types/map";

// /map (docs/product.md "Map page"). Served as HTML with islands, the page's body is one island
// started on first use (decision 045); until then the map box holds the server's picture of the
// first view, its tiles and markers where Leaflet draws them (decision 046).
export const handle = { islands: true };

export const MAP_TITLE = "Fishing Locations Map - Fish Spots";
// What the map shows first on a desktop screen (docs/product.md "Map constants": for Oregon centre
// 44, -120.5, zoom 7, 600px high; about 880px wide beside the panel). The server renders this
// view's list.
function initialViewBox({ center, zoom }: MapView) {
  return viewBox(center, zoom, { width: 880, height: MAP_PAGE_HEIGHT_PX });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const fish = loaderData?.fish;
  const allStates = loaderData?.allStates ?? false;
  const state = allStates ? "US" : (loaderData?.state ?? "Oregon");
  return [
    ...pageMeta({
      title: MAP_TITLE,
      description: fish
        ? `Every ${state} ${displayName(fish)} fishing location on one map, with seasons, facilities and tide information.`
        : `Every ${state} fishing location on one map: salmon, steelhead, trout, bass, crab and clam spots with seasons, facilities and tide information.`,
      // One canonical address per state (docs/product.md "State addresses"): a map of one fish
      // type is a view of that page, not a page of its own, whatever ?fish= says.
      path: withStateParam("/map", allStates ? ALL_STATES : state),
      matches,
      jsonLd: [breadcrumbs(matches, MAP_TRAIL)],
    }),
    // The map is the page: its tiles are the largest images, asked for once the map starts.
    ...tilePreconnectMeta(matches),
  ];
}

// The selected state's count and first view (docs/product.md "State selector"), or every
// state's with ?state=all, through the same service as GET /api/map
// (docs/architecture.md "Pages and the API share services"): a few dozen markers' worth, never
// every location. ?fish= narrows both to one fish type; a value that is not shaped like one is
// ignored (the map of every location).
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = stateShownFor(request);
  const url = new URL(request.url);
  const allStates = asksAllStates(url.search);
  const inState = allStates ? undefined : state;
  const view = mapPageViewFor(inState ?? null);
  const asked = url.searchParams.get("fish");
  const fish = asked && isWellFormedFishValue(asked) ? asked : undefined;
  const { services, logger } = context;
  const [overview, initialView] = await Promise.all([
    orNull(
      services.findMapItems({ bbox: WORLD_BOX, zoom: OVERVIEW_ZOOM, state: inState, fish }),
      logger,
      "map overview",
    ),
    orNull(
      services.findMapItems({ bbox: initialViewBox(view), zoom: view.zoom, state: inState, fish }),
      logger,
      "map view",
    ),
  ]);
  return { state, allStates, view, fish: fish ?? null, overview, initialView };
}

// docs/product.md "Map page": the map of all locations, the side panel, and the locations in view.
export default function MapPage({ loaderData }: Route.ComponentProps) {
  const islands = useDocumentMode() === "islands";
  const page = useIslandPage();
  // "Spots near you" lies outside the map's island: a plain form, and a button the page script wires.
  return (
    <>
      {islands ? (
        <Island name="mapPage" component={MapPageIsland} props={{ page, data: loaderData }} />
      ) : (
        <MapPageContent data={loaderData} />
      )}
      <NearSection />
    </>
  );
}
