import { Snowflake } from "lucide-react";
import { Callout } from "#app/components/ui/callout";
import { ExternalLink } from "#app/components/ui/external-link";

// docs/product.md "Ice safety": a state whose anglers fish through the ice links its agency's
// ice-safety page from its home, beside what is biting (data/state-agencies.json `iceSafetyUrl`).

export type IceSafetyLink = { agencyShort: string; url: string };

export function IceSafetyNote({ link }: { link: IceSafetyLink | null }) {
  if (!link) return null;
  return (
    <div className="mx-auto max-w-7xl px-4">
      <Callout variant="caution">
        <Snowflake aria-hidden />
        <p>
          {"Fishing through the ice? No ice is safe everywhere: read the "}
          <ExternalLink href={link.url} className="font-medium text-primary underline">
            {`${link.agencyShort} ice safety guidance`}
          </ExternalLink>
          {" before you walk out, and check the thickness as you go."}
        </p>
      </Callout>
    </div>
  );
}
