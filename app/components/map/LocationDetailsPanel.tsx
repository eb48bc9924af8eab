import { useQuery } from "@tanstack/react-query";
import { MapPin, Waves } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { locationUrl } from "#app/lib/apiPaths";
import type { Location, MapLocation } from "#app/lib/locationTypes";
import { displayName } from "#core/fishTypes";

// docs/product.md "Map page": choosing a marker fills the side panel with description, fish
// species, best seasons, facilities and tide information; without a choice it says Select a
// Location. The panel is a polite live region, so a screen reader announces the new details
// when a marker (or a list entry) is chosen. The map's answer carries what a pin needs; the
// rest comes from GET /api/locations/{id} once a location is chosen (decision 021).
export function LocationDetailsPanel({ location }: { location: MapLocation | null }) {
  return (
    <aside
      aria-labelledby="map-panel-heading"
      aria-live="polite"
      // As tall as the map beside it (600px); below it on small screens.
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm lg:h-[600px] lg:overflow-y-auto"
    >
      {location ? <Selected location={location} /> : <NoSelection />}
    </aside>
  );
}

function NoSelection() {
  return (
    <div className="space-y-2">
      <h2 id="map-panel-heading" className="text-xl font-semibold">
        Select a Location
      </h2>
      <p className="text-sm text-muted-foreground">
        Choose a marker on the map, or a location from the list below it, to see its description, fish
        species, best seasons, facilities and tide information.
      </p>
    </div>
  );
}

function Selected({ location }: { location: MapLocation }) {
  const details = useQuery<Location>({ queryKey: [locationUrl(location.id)] });
  return (
    <div className="space-y-4 text-sm">
      <div>
        <h2 id="map-panel-heading" className="text-xl leading-snug font-semibold">
          {location.name}
        </h2>
        <p className="mt-1 flex items-center gap-1 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          {location.region}
        </p>
      </div>
      {details.data ? (
        <Details location={details.data} />
      ) : (
        <p className="text-muted-foreground">
          {details.isError ? "Error loading the location's details." : "Loading details..."}
        </p>
      )}
      <Button asChild size="sm">
        <Link to={`/locations/${location.id}`}>View Details</Link>
      </Button>
    </div>
  );
}

function Details({ location }: { location: Location }) {
  const facilities = location.facilities ?? [];
  return (
    <>
      <p>{location.description}</p>
      <PanelSection title="Fish species">
        <ul className="flex flex-wrap gap-1.5 text-xs font-medium">
          {location.fishTypes.map((fishType) => (
            <li key={fishType} className="rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground">
              {displayName(fishType)}
            </li>
          ))}
        </ul>
      </PanelSection>
      <PanelSection title="Best seasons">
        <p>{location.bestSeasons}</p>
      </PanelSection>
      <PanelSection title="Facilities">
        {facilities.length > 0 ? (
          <ul className="list-disc space-y-0.5 pl-5">
            {facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No facilities listed.</p>
        )}
      </PanelSection>
      <PanelSection title="Tide information">
        <p className="flex gap-1.5">
          <Waves className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>{location.tideInfo ?? "No tide information for this location."}</span>
        </p>
      </PanelSection>
    </>
  );
}

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1 font-semibold">{title}</h3>
      {children}
    </section>
  );
}
