import { ArrowLeft, BadgeCheck, FileText, Map as MapIcon, MapPin, Waves } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StarRating } from "#app/components/locations/StarRating";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { ExternalLink } from "#app/components/ui/external-link";
import type { Location } from "#app/lib/locationTypes";
import { mapLinkFor } from "#app/lib/mapLinks";
import { displayName } from "#core/fishTypes";
import { checkedByTeamLine } from "#core/problemReportWords";
import { speciesPath } from "#core/speciesPaths";

// docs/product.md "Location header": back link, name, average rating, Featured badge, fish type
// badges, description, best seasons, facilities, permits and regulations, the team's last check,
// View on Map, Tide Information and Get Fishing License.
export function LocationHeader({
  location,
  averageRating,
  licenseUrl,
  onShowTides,
}: {
  location: Location;
  averageRating: number | null;
  /** Get Fishing License opens the spot's state wildlife agency's licensing page. */
  licenseUrl: string;
  onShowTides: () => void;
}) {
  return (
    <header>
      <Link
        to="/#fish-directory"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to all locations
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{location.name}</h1>
        {location.featured && <Badge variant="accent">Featured</Badge>}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0" aria-hidden />
          {location.region}
        </span>
        {averageRating !== null && <StarRating average={averageRating} size="md" />}
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Fish types">
        {/* Each badge opens its species page (docs/product.md "Species pages"). */}
        {location.fishTypes.map((fish) => (
          <li key={fish}>
            <Link to={speciesPath(fish)} className="rounded-full hover:opacity-80">
              <Badge className="underline-offset-2 hover:underline">{displayName(fish)}</Badge>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 max-w-3xl leading-relaxed">{location.description}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Fact term="Best seasons">{location.bestSeasons}</Fact>
        <Fact term="Facilities">
          {location.facilities?.length ? location.facilities.join(", ") : "None listed"}
        </Fact>
        <Fact term="Permits and regulations">{location.permits}</Fact>
      </dl>
      <CheckedByTeam lastChecked={location.lastChecked} />
      <div className="mt-5 flex flex-wrap gap-2">
        {/* docs/product.md "External map services": View on Map goes to our own /map. */}
        <Button asChild variant="outline">
          <Link to={mapLinkFor(location)}>
            <MapIcon aria-hidden />
            View on Map
          </Link>
        </Button>
        <Button type="button" variant="outline" onClick={onShowTides}>
          <Waves aria-hidden />
          Tide Information
        </Button>
        <Button asChild>
          <ExternalLink href={licenseUrl}>
            <FileText aria-hidden />
            Get Fishing License
          </ExternalLink>
        </Button>
      </div>
    </header>
  );
}

/** docs/product.md "Location header": the month of the team's last check, when there was one. */
function CheckedByTeam({ lastChecked }: { lastChecked: string | null }) {
  const line = checkedByTeamLine(lastChecked);
  if (!line) return null;
  return (
    <p className="mt-3 flex items-center gap-1.5 text-sm text-muted-foreground">
      <BadgeCheck className="size-4 shrink-0 text-primary" aria-hidden />
      {line}
    </p>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="font-semibold">{term}</dt>
      <dd className="mt-1 text-muted-foreground">{children}</dd>
    </div>
  );
}
