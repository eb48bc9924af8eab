import { ArrowLeft, Expand, Map as MapIcon, MapPin } from "lucide-react";
import { data, Link } from "react-router";
import { Section } from "~/components/layout/Section";
import { LocationNotFound } from "~/components/location/LocationNotFound";
import { InlineMap } from "~/components/map/InlineMap";
import { MapModal } from "~/components/map/MapModal";
import { Button } from "~/components/ui/button";
import { mapLinkFor } from "~/lib/mapLinks";
import { breadcrumbs, pageMeta, publicUrlFrom } from "~/lib/seo";
import { locationPoint } from "../../core/maps";
import { idSchema } from "../../core/schemas";
import type { Route } from "./+types/location";

// /locations/{id} (spec 2 "Location detail page"), the first part: name, region, description,
// the inline map preview and the full-screen map. Tabs, ratings, tides and alerts come next.

function hasStatus(error: unknown, status: number): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === status;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // A malformed id names no location: the same 404 as an unknown one.
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  try {
    return { location: await context.services.getLocation({ id: id.data }) };
  } catch (error) {
    if (hasStatus(error, 404)) throw data(null, { status: 404 });
    context.logger.error({ err: error }, "page loader could not read the location");
    throw data(null, { status: 500 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // Without data the error boundary below sets its own title.
  if (!loaderData) return [];
  const { location } = loaderData;
  const path = `/locations/${location.id}`;
  const position = locationPoint(location.latitude, location.longitude);
  return pageMeta({
    title: `${location.name} - Fish Spots`,
    description: location.description,
    path,
    matches,
    type: "place",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Place",
        name: location.name,
        description: location.description,
        url: `${publicUrlFrom(matches)}${path}`,
        address: { "@type": "PostalAddress", addressRegion: location.state, addressCountry: "US" },
        ...(position && {
          geo: { "@type": "GeoCoordinates", latitude: position[0], longitude: position[1] },
        }),
      },
      breadcrumbs(matches, [{ name: location.name, path }]),
    ],
  });
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { location } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to="/#fish-directory"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to all locations
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{location.name}</h1>
          <p className="mt-2 flex items-center gap-1.5 text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {location.region}
          </p>
        </div>
        {/* Spec 2: "a View on Map link"; external map services are replaced by /map. */}
        <Button asChild variant="outline">
          <Link to={mapLinkFor(location)}>
            <MapIcon aria-hidden />
            View on Map
          </Link>
        </Button>
      </div>

      <Section id="overview" title="Overview" className="mt-8">
        <p className="max-w-3xl leading-relaxed">{location.description}</p>
        <div className="mt-6">
          <InlineMap name={location.name} latitude={location.latitude} longitude={location.longitude} />
          <div className="mt-3 flex justify-end">
            <MapModal name={location.name} latitude={location.latitude} longitude={location.longitude}>
              <Button variant="outline">
                <Expand aria-hidden />
                View Full Map
              </Button>
            </MapModal>
          </div>
        </div>
      </Section>
    </div>
  );
}

// Spec 2: "Not found or load error: heading Location Not Found".
export function ErrorBoundary() {
  return <LocationNotFound />;
}
