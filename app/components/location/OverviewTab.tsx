import { Link } from "react-router";
import { InlineMap } from "#app/components/map/InlineMap";
import { MapModal } from "#app/components/map/MapModal";
import type { Location } from "#app/lib/locationTypes";
import { displayName } from "#core/fishTypes";
import { speciesPath } from "#core/speciesPaths";

// docs/product.md "Overview tab": accessibility, the fish species and the read-only map at the
// location's coordinates. The description already stands in the header right above the tabs
// ("Location header"), so it is not repeated here.
export function OverviewTab({ location }: { location: Location }) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="text-2xl font-bold tracking-tight">
          Overview
        </h2>
      </section>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="accessibility-heading">
          <h3 id="accessibility-heading" className="text-lg font-semibold">
            Accessibility
          </h3>
          <p className="mt-2 text-muted-foreground">{location.accessibility}</p>
        </section>
        <section aria-labelledby="species-heading">
          <h3 id="species-heading" className="text-lg font-semibold">
            Fish Species
          </h3>
          <ul className="mt-2 list-disc pl-5 text-muted-foreground">
            {location.fishTypes.map((fish) => (
              <li key={fish}>
                <Link
                  to={speciesPath(fish)}
                  className="underline-offset-4 hover:text-foreground hover:underline"
                >
                  {displayName(fish)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div>
        <InlineMap name={location.name} latitude={location.latitude} longitude={location.longitude} />
        <div className="mt-3 flex justify-end">
          <MapModal name={location.name} latitude={location.latitude} longitude={location.longitude} />
        </div>
      </div>
    </div>
  );
}
