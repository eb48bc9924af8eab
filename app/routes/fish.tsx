import { List, Map as MapIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/PageHeader";
import { Section } from "#app/components/layout/Section";
import { BestSpots } from "#app/components/species/BestSpots";
import { MonthChart } from "#app/components/species/MonthChart";
import { RecentCatchList } from "#app/components/species/RecentCatchList";
import { RegulationsReminder } from "#app/components/species/RegulationsReminder";
import { speciesDirectoryPath, speciesMapPath } from "#app/components/species/speciesLinks";
import { Button } from "#app/components/ui/button";
import { orNotFound } from "#app/lib/loaderSafe";
import { breadcrumbs, pageMeta, publicUrlFrom } from "#app/lib/seo";
import { speciesDescription, spotCountText } from "#core/species";
import { speciesIntro } from "#core/speciesIntros";
import { stateShownFor, withStateParam } from "#core/stateAddress";
import type { Route } from "./+types/fish";

// /fish/{slug} (docs/product.md "Species pages"): what we know of one fish in the selected state:
// an introduction, the spots in season each month, the best spots, anglers' recent catches and
// a reminder of the current regulations.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const state = stateShownFor(request);
  // An unknown slug is the site's 404 page (the root error boundary).
  const species = await orNotFound(
    context.services.getSpecies({ slug: params.slug, state }),
    context.logger,
    "the species",
  );
  // The intro is read here: the page carries its own fish's, not the list's (data/species.json).
  return { species, state, intro: speciesIntro(species.value, species.name) };
}

// Nothing here changes once rendered: server HTML with the page script, no hydration (decision 045).
export const handle = { islands: true };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { species, state } = loaderData;
  const path = `/fish/${species.slug}`;
  const base = publicUrlFrom(matches);
  return pageMeta({
    title: `${species.name} Fishing in ${state}: Where and When - Fish Spots`,
    description: speciesDescription(species, state),
    // One canonical address per state (docs/product.md "State addresses").
    path: withStateParam(path, state),
    matches,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: `Best ${species.name} spots in ${state}`,
        itemListOrder: "https://schema.org/ItemListOrderDescending",
        numberOfItems: species.locations.length,
        itemListElement: species.locations.map((spot, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: spot.name,
          url: `${base}/locations/${spot.id}`,
        })),
      },
      breadcrumbs(matches, [{ name: species.name, path }]),
    ],
  });
}

export default function SpeciesPage({ loaderData }: Route.ComponentProps) {
  const { species, state, intro } = loaderData;
  // The catch window ends today (Oregon calendar): its month is this month.
  const month = Number(species.catchWindow.to.slice(5, 7)) - 1;
  const lower = species.name.toLowerCase();
  return (
    <>
      <PageHeader
        trail={[{ name: species.name, path: `/fish/${species.slug}` }]}
        title={`${species.name} in ${state}`}
        lead={`Where and when to catch ${lower}: ${spotCountText(species.spotCount)} in our ${state} directory, the best of them, and what anglers caught lately.`}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-10">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <Section id="about" title={`About ${lower}`} onFirstScreen>
            <div className="space-y-3 leading-relaxed">
              <p>{intro.about}</p>
              <p>{intro.waters}</p>
              <p>{intro.methods}</p>
            </div>
            <div className="mt-5">
              <RegulationsReminder name={species.name} />
            </div>
          </Section>
          <Section
            id="seasons"
            title="When it is in season"
            intro={`How many of the ${spotCountText(species.spotCount)} list ${lower} in season each month, from each spot's best seasons.`}
          >
            <MonthChart
              months={species.months}
              currentMonth={month}
              label={`Spots in season for ${lower}, by month`}
            />
          </Section>
        </div>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <Section
            id="best-spots"
            title="Best spots"
            intro="Featured spots first, then by anglers' rating and number of reviews."
          >
            {species.locations.length > 0 ? (
              <BestSpots spots={species.locations} />
            ) : (
              <p className="text-muted-foreground">{`No spot in ${state} lists ${lower} yet.`}</p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link to={speciesMapPath(species.value)}>
                  <MapIcon aria-hidden />
                  Show them on the map
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={speciesDirectoryPath(species.value)}>
                  <List aria-hidden />
                  List them in the directory
                </Link>
              </Button>
            </div>
          </Section>
          <Section
            id="recent-catches"
            title="Recent catches"
            intro={`${species.catchCount === 1 ? "1 report" : `${species.catchCount} reports`} of ${lower} in anglers' reviews over the last ${species.catchWindow.days} days.`}
          >
            {species.recentCatches.length > 0 ? (
              <RecentCatchList catches={species.recentCatches} />
            ) : (
              <p className="text-muted-foreground">
                No catches reported lately. Caught one? Say so in a review on the spot's page.
              </p>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
