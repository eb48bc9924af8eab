import { MapPinned } from "lucide-react";
import { Link } from "react-router";
import { HomeSection } from "#app/components/home/HomeSection";
import { Button } from "#app/components/ui/button";
import { ExternalLink } from "#app/components/ui/external-link";
import { statePagePath } from "#core/stateAddress";

// docs/product.md "State addresses": a state without spots says so plainly, gives its agency's
// licence and regulations pages, invites a suggestion and leads to the states that have spots.

export type StateAgencyLinks = {
  name: string;
  shortName: string;
  licenseUrl: string;
  regulationsUrl: string;
};

export function NoSpotsYet({
  state,
  agency,
  statesWithSpots,
}: {
  state: string;
  agency: StateAgencyLinks | null;
  statesWithSpots: { name: string; spotCount: number }[];
}) {
  return (
    <HomeSection
      id="no-spots-yet"
      headingId="no-spots-yet-heading"
      title={`No ${state} spots yet`}
      lead={`Our directory has no ${state} fishing spots yet. We add states one at a time, with every spot checked against official sources.`}
      onFirstScreen
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-4 rounded-xl border bg-card p-6 shadow-sm">
          <h3 className="text-lg font-semibold">{`Fishing in ${state}`}</h3>
          {agency ? (
            <>
              <p className="text-muted-foreground">{`Licences, seasons and rules come from the ${agency.name}.`}</p>
              <ul className="space-y-2">
                <li>
                  <ExternalLink href={agency.licenseUrl} className="font-medium text-primary underline">
                    {`${state} fishing licences (${agency.shortName})`}
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={agency.regulationsUrl} className="font-medium text-primary underline">
                    {`${state} fishing regulations (${agency.shortName})`}
                  </ExternalLink>
                </li>
              </ul>
            </>
          ) : (
            <p className="text-muted-foreground">{`Check ${state}'s fish and wildlife agency for licences and rules.`}</p>
          )}
          <Button asChild>
            <Link to="/contact#suggest">
              <MapPinned aria-hidden />
              {`Suggest a ${state} spot`}
            </Link>
          </Button>
        </div>
        {statesWithSpots.length > 0 && (
          <nav
            aria-labelledby="states-with-spots-heading"
            className="space-y-4 rounded-xl border bg-card p-6 shadow-sm"
          >
            <h3 id="states-with-spots-heading" className="text-lg font-semibold">
              States with spots
            </h3>
            <ul className="space-y-2">
              {statesWithSpots.map(({ name, spotCount }) => (
                <li key={name}>
                  <Link
                    to={statePagePath(name)}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {name}
                  </Link>
                  <span className="text-muted-foreground">{` · ${spotCount.toLocaleString("en-US")} spots`}</span>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </HomeSection>
  );
}
