import { Scale } from "lucide-react";
import { Callout } from "#app/components/ui/callout";
import { ExternalLink } from "#app/components/ui/external-link";

/** The state agency's sport fishing regulations and their in-season changes. */
export const ODFW_REGULATIONS_URL =
  "https://myodfw.com/articles/oregon-fishing-hunting-regulations-and-updates";

// docs/product.md "Species pages": seasons, limits and closures change during the year, so every
// species page sends readers to the current rules rather than repeating them. A spot's Fishing
// Tips tab names the agency of the spot's own state ("Fishing tips tab").
export function RegulationsReminder({
  name,
  agencyShort = "ODFW",
  regulationsUrl = ODFW_REGULATIONS_URL,
}: {
  name: string;
  agencyShort?: string;
  regulationsUrl?: string;
}) {
  return (
    <Callout variant="caution">
      <Scale aria-hidden />
      <p>
        <strong>Check the current regulations before you go.</strong>{" "}
        {`Seasons, limits and closures for ${name.toLowerCase()} change during the year and from water to water. Read the `}
        <ExternalLink href={regulationsUrl} className="font-medium underline underline-offset-4">
          {agencyShort} fishing regulations and in-season updates
        </ExternalLink>
        .
      </p>
    </Callout>
  );
}
