import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/PageHeader";
import { mapUrl } from "#app/lib/apiPaths";
import type { MapAnswer, MapLocation } from "#app/lib/locationTypes";
import { useSelectedState } from "#app/lib/selectedStateContext";
import { displayName } from "#core/fishTypes";
import { WORLD_BOX } from "#core/mapBox";
import type { MapView } from "#core/maps";
import { mapPageView } from "#core/mapViews";
import { ALL_STATES, withStateParam } from "#core/stateAddress";
import { locationCount } from "./inView";
import { LocationDetailsPanel } from "./LocationDetailsPanel";
import { LocationsInView } from "./LocationsInView";
import {
  LOCATIONS_MAP_ID,
  LocationsMap,
  type MapFocus,
  type MapViewport,
  type PopupRequest,
} from "./LocationsMap";
import { useViewportAnswer } from "./useViewportAnswer";

export const MAP_TRAIL = [{ name: "Map", path: "/map" }];

// The whole state at the lowest zoom: a handful of clusters whose counts add up to the count line.
export const OVERVIEW_ZOOM = 0;

/** The map page's loader data: the state (or all states) and fish it was rendered for, its first view and its two answers. */
export type MapPageData = {
  state: string;
  /** Every state's spots (`/map?state=all`), on a view of the whole country. */
  allStates: boolean;
  view: MapView;
  fish: string | null;
  overview: MapAnswer | null;
  initialView: MapAnswer | null;
};

// docs/product.md "Map page": the map of all locations, the side panel, and the locations in view.
export function MapPageContent({ data: loaderData }: { data: MapPageData }) {
  const { selectedState } = useSelectedState();
  const allStates = loaderData.allStates;
  // What the map shows: one state's spots, or (null) every state's.
  const shown = allStates ? null : selectedState;
  const fromLoader = allStates || selectedState === loaderData.state;
  const fish = loaderData.fish ?? undefined;
  const fishName = fish ? displayName(fish) : undefined;
  const where = shown ?? "all states";
  const overview = useQuery<MapAnswer>({
    queryKey: [mapUrl(WORLD_BOX, OVERVIEW_ZOOM, shown, fish)],
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
    shown,
    fish,
    fromLoader ? (loaderData.initialView ?? undefined) : undefined,
  );

  const [selected, setSelected] = useState<MapLocation | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  // Another state's location does not stay in the panel.
  useEffect(() => {
    if (selectedState) setSelected(null);
  }, [selectedState]);

  // Pressed on the first picture, before Leaflet was there: where it opens, which popup.
  const [pressedView, setPressedView] = useState<MapView | null>(null);
  const [popupRequest, setPopupRequest] = useState<PopupRequest | null>(null);
  const pickFromPicture = useCallback((location: MapLocation, fromKeyboard: boolean) => {
    setSelected(location);
    setPopupRequest({ id: location.id, fromKeyboard });
  }, []);
  const select = useCallback((location: MapLocation) => {
    setSelected(location);
    setPopupRequest(null);
  }, []);
  const stateView = fromLoader ? loaderData.view : mapPageView(selectedState);
  const firstAnswer = fromLoader ? loaderData.initialView : null;

  // A location chosen from the list: select it, bring its pin into view, and bring the map
  // (with the panel right after it) back on screen, since the list sits below them.
  const choose = useCallback((location: MapLocation) => {
    setSelected(location);
    setPopupRequest(null);
    setFocus({ id: location.id, position: [location.latitude, location.longitude] });
    document.getElementById(LOCATIONS_MAP_ID)?.scrollIntoView({ block: "nearest" });
  }, []);

  return (
    <>
      <PageHeader
        trail={MAP_TRAIL}
        title="Fishing Locations Map"
        lead={`Every ${fishName ? `${fishName} ` : ""}fishing location in ${where} on one map. Select a marker for its details; numbered clusters open as you zoom in.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="mb-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
          <p className="text-muted-foreground">
            {overview.isPending
              ? "Loading locations..."
              : overview.isError
                ? "Error loading locations"
                : `${locationCount(overview.data.total, fishName)} in ${where}`}
          </p>
          {fish && (
            <Link
              to={withStateParam("/map", allStates ? ALL_STATES : selectedState)}
              className="inline-block py-0.5 font-medium text-primary underline underline-offset-2"
            >
              Show every location
            </Link>
          )}
          {/* One state's map or the whole country's (docs/product.md "Map page"). */}
          <Link
            to={withStateParam(
              fish ? `/map?fish=${encodeURIComponent(fish)}` : "/map",
              allStates ? selectedState : ALL_STATES,
            )}
            className="inline-block py-0.5 font-medium text-primary underline underline-offset-2"
          >
            {allStates ? `${selectedState} only` : "All states"}
          </Link>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <LocationsMap
            answer={answer}
            selectedId={selected?.id ?? null}
            onSelect={select}
            onViewportChange={settle}
            onMoveStart={startMoving}
            focus={focus}
            busy={moving || busy}
            firstView={pressedView ?? stateView}
            popupRequest={popupRequest}
            picture={
              firstAnswer
                ? {
                    view: stateView,
                    answer: firstAnswer,
                    onPickLocation: pickFromPicture,
                    onZoomTo: setPressedView,
                  }
                : undefined
            }
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
