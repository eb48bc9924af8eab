import { CatchCounts, SpeciesCounts } from "#app/components/species/SpeciesCounts";
import { MONTH_NAMES } from "#core/seasons";
import { spotCountText } from "#core/species";
import type { WhatsBiting as WhatsBitingData } from "#server/services/species";
import { HomeSection } from "./HomeSection";

/** How many species in season the block names; the rest are a tab away in the directory. */
const IN_SEASON_SHOWN = 10;

// docs/product.md "What's biting now": the species in season this month by number of spots, and
// the species anglers reported catching over the last 30 days, each linking to its page.
export function WhatsBiting({ data, state }: { data: WhatsBitingData | null; state: string }) {
  if (!data) return null;
  const month = MONTH_NAMES[data.month];
  return (
    <HomeSection
      id="whats-biting"
      headingId="whats-biting-heading"
      title="What's biting now"
      lead={`What is in season in ${month} at ${state}'s spots, and what anglers reported catching lately.`}
    >
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="in-season-heading">
          <h3 id="in-season-heading" className="mb-3 text-lg font-semibold">
            {`In season in ${month}`}
          </h3>
          {data.inSeason.length > 0 ? (
            <SpeciesCounts
              label={`Species in season in ${month}, by number of spots`}
              items={data.inSeason
                .slice(0, IN_SEASON_SHOWN)
                .map((entry) => ({ species: entry.species, figure: spotCountText(entry.spots) }))}
            />
          ) : (
            <p className="text-muted-foreground">{`No spot in ${state} lists a season that includes ${month}.`}</p>
          )}
        </section>
        <section aria-labelledby="reported-catches-heading">
          <h3 id="reported-catches-heading" className="mb-3 text-lg font-semibold">
            {`Reported catches, last ${data.catchWindow.days} days`}
          </h3>
          {data.catches.length > 0 ? (
            <CatchCounts label="Species reported caught, by number of reports" counts={data.catches} />
          ) : (
            <p className="text-muted-foreground">
              No catches reported lately. Caught something? Tick it under Fish Caught when you review the
              spot.
            </p>
          )}
        </section>
      </div>
    </HomeSection>
  );
}
