import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "#app/components/layout/PageHeader";
import { MapPicture } from "#app/components/map/MapPicture";
import { NearForm } from "#app/components/near/NearForm";
import { orNull } from "#app/lib/loaderSafe";
import { pageMeta } from "#app/lib/seo";
import { displayName, isWellFormedFishValue } from "#core/fishTypes";
import { type NearPoint, nearPointSchema } from "#core/locationPaging";
import { distanceLabel, nearMapView } from "#core/nearView";
import type { Route } from "./+types/near";

// /near (docs/product.md "Near me"): the spots nearest a ZIP code, a town and state, or the
// browser's position, across every state, with their distances and a map. A search result, not a
// page of its own: never indexed, never in the sitemap.

/** How many of the nearest spots the page lists. */
export const NEAR_PAGE_SPOTS = 20;

const TRAIL = [{ name: "Spots near you", path: "/near" }];

// The place a visitor types is at most a town and a state's name.
const PLACE_MAX = 80;

/** Why the page shows no spots, in the visitor's words. */
function placeProblem(asked: string): string {
  if (/^\d{5}$/.test(asked)) {
    return `We do not know the ZIP code ${asked}. Check it, or enter a town and its state, such as Portland, OR.`;
  }
  if (/^\d+$/.test(asked)) return `A ZIP code has five digits: "${asked}" has ${asked.length}.`;
  return `We could not find "${asked}". Enter a town and its state, such as Portland, OR, or a ZIP code.`;
}

const POSITION_PROBLEMS: Record<string, string> = {
  declined:
    "Your browser did not share your position. Enter a ZIP code, or a town and its state, to see the spots near it.",
  unavailable:
    "Your browser could not tell your position. Enter a ZIP code, or a town and its state, to see the spots near it.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const read = (name: string) => (params.get(name) ?? "").trim().replace(/\s+/g, " ").slice(0, PLACE_MAX);
  const { services, logger } = context;
  const fishAsked = read("fish");
  const fish = fishAsked && isWellFormedFishValue(fishAsked) ? fishAsked : undefined;
  const fishTypes = (await orNull(services.listFishTypes(), logger, "fish types")) ?? [];

  // A place typed wins over a position: the form keeps the position for a change of fish alone.
  const asked = read("place") || read("zip");
  let point: NearPoint | undefined;
  let name: string | undefined;
  let position: NearPoint | undefined;
  let problem: string | undefined;
  if (asked) {
    const place = /^\d{5}$/.test(asked)
      ? await services.findZipPlace({ zip: asked })
      : await services.findTownPlace({ place: asked });
    if (place) {
      name = place.name;
      point = { latitude: place.latitude, longitude: place.longitude };
    } else {
      problem = placeProblem(asked);
    }
  } else if (params.has("lat") || params.has("lon")) {
    const parsed = nearPointSchema.safeParse(`${read("lat")},${read("lon")}`);
    if (parsed.success) {
      point = parsed.data;
      position = parsed.data;
      name = "your position";
    } else {
      problem = "That position is not on the map. Enter a ZIP code, or a town and its state.";
    }
  } else {
    problem = POSITION_PROBLEMS[read("position")];
  }

  const page = point
    ? await orNull(
        services.findLocationPage({ near: point, fish, limit: NEAR_PAGE_SPOTS }),
        logger,
        "the spots near a place",
      )
    : null;
  const spots = (page?.locations ?? []).map((spot) => ({
    id: spot.id,
    name: spot.name,
    state: spot.state,
    region: spot.region,
    fishTypes: spot.fishTypes,
    bestSeasons: spot.bestSeasons,
    latitude: Number(spot.latitude),
    longitude: Number(spot.longitude),
    distanceKm: "distanceKm" in spot ? spot.distanceKm : 0,
  }));
  return {
    asked: asked || null,
    place: point && name ? { name, ...point } : null,
    position: position ?? null,
    problem: problem ?? null,
    failed: Boolean(point) && page === null,
    fish: fish ?? null,
    fishTypes,
    spots,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const place = loaderData?.place?.name;
  return pageMeta({
    title: place ? `Fishing spots near ${place} - Fish Spots` : "Fishing spots near you - Fish Spots",
    description:
      "The fishing spots nearest a ZIP code, a town or your position, in every state, with their distances.",
    path: "/near",
    matches,
    noindex: true,
  });
}

type NearSpot = Route.ComponentProps["loaderData"]["spots"][number];

export default function NearPage({ loaderData }: Route.ComponentProps) {
  const { place, problem, spots, fish } = loaderData;
  const fishName = fish ? displayName(fish) : null;
  return (
    <>
      <PageHeader
        trail={TRAIL}
        title={place ? `Fishing spots near ${place.name}` : "Fishing spots near you"}
        lead="The nearest spots in every state, as the crow flies, nearest first."
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8">
        {problem && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3">
            {problem}
          </p>
        )}
        <NearForm
          values={{
            place: loaderData.asked ?? undefined,
            position: loaderData.position ?? undefined,
            fish: fish ?? undefined,
            fishTypes: loaderData.fishTypes,
          }}
        />
        {loaderData.failed && (
          <p role="alert">We could not load the spots just now. Please try again in a moment.</p>
        )}
        {place && !loaderData.failed && spots.length === 0 && (
          <p>{`No ${fishName ? `${fishName} ` : ""}spots near ${place.name} yet.`}</p>
        )}
        {place && spots.length > 0 && (
          <>
            <NearMap key={`${place.latitude},${place.longitude},${fish}`} place={place} spots={spots} />
            <NearList placeName={place.name} fishName={fishName} spots={spots} />
          </>
        )}
        <p className="text-xs text-muted-foreground">
          {"ZIP codes and towns are looked up on our server, from "}
          <a href="https://www.geonames.org/" className="underline">
            GeoNames
          </a>
          {" (CC BY 4.0): what you type is sent nowhere else."}
        </p>
      </div>
    </>
  );
}

function NearList({
  placeName,
  fishName,
  spots,
}: {
  placeName: string;
  fishName: string | null;
  spots: readonly NearSpot[];
}) {
  return (
    <section aria-labelledby="near-list-heading">
      <h2 id="near-list-heading" className="mb-3 text-xl font-semibold">
        {`The ${spots.length} nearest ${fishName ? `${fishName} ` : ""}${spots.length === 1 ? "spot" : "spots"} to ${placeName}`}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-near-list="">
        {spots.map((spot) => (
          <li key={spot.id} className="rounded-lg border bg-card p-4">
            <Link
              to={`/locations/${spot.id}`}
              className="font-semibold text-primary underline-offset-2 hover:underline"
            >
              {spot.name}
            </Link>
            <p className="text-sm">
              <span className="font-medium">{distanceLabel(spot.distanceKm)}</span>
              {` · ${spot.region}, ${spot.state}`}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {`${spot.fishTypes.slice(0, 5).map(displayName).join(", ")} · best ${spot.bestSeasons}`}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

// Half of the box the picture must fit its pins in: a phone shows its middle 320 pixels or so.
const FIT = { width: 150, height: 140 };

/** The server's picture of the place and its spots (decision 046's MapPicture): a press on a pin opens it. */
function NearMap({ place, spots }: { place: NearPoint & { name: string }; spots: readonly NearSpot[] }) {
  const navigate = useNavigate();
  const [view, setView] = useState(() =>
    nearMapView(
      [place.latitude, place.longitude],
      spots.slice(0, 10).map((spot) => [spot.latitude, spot.longitude] as [number, number]),
      FIT,
    ),
  );
  const answer = {
    total: spots.length,
    clusters: [],
    locations: spots.map(({ id, name, region, latitude, longitude }) => ({
      id,
      name,
      region,
      latitude,
      longitude,
    })),
  };
  return (
    <section aria-label={`Map of the spots near ${place.name}`}>
      <div className="@container relative h-80 overflow-hidden rounded-lg border">
        <MapPicture
          view={view}
          answer={answer}
          onPickLocation={(location) => navigate(`/locations/${location.id}`)}
          onZoomTo={setView}
        />
      </div>
    </section>
  );
}
