import { Info } from "lucide-react";
import { Link } from "react-router";
import { loadRiversNow } from "#app/components/conditions/liveConditions.server";
import { RiversRow } from "#app/components/conditions/RiversRow";
import { PageHeader } from "#app/components/layout/PageHeader";
import { Section } from "#app/components/layout/Section";
import { CoastTides } from "#app/components/tide-guide/CoastTides";
import { HowTidesWork } from "#app/components/tide-guide/HowTidesWork";
import { SolunarPeriods } from "#app/components/tide-guide/SolunarPeriods";
import { TideFacts } from "#app/components/tide-guide/TideFacts";
import { TideResources } from "#app/components/tide-guide/TideResources";
import { TidesBySpecies } from "#app/components/tide-guide/TidesBySpecies";
import { Callout } from "#app/components/ui/callout";
import { orNull } from "#app/lib/loaderSafe";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import { stateShownFor } from "#core/stateAddress";
import { PACIFIC_TIME_ZONE } from "#core/zoneClock";
import { zoneName } from "#core/zoneName";
import type { Route } from "./+types/tide-info";

// docs/product.md "Tide Info page": a static guide on tides and fishing with resource links by
// fish type (salmon, crab and shellfish, steelhead, bass); beside it, live predictions for the
// coast stations, read through the shared tide cache.
const TRAIL = [{ name: "Tide Info", path: "/tide-info" }] as const;

const TIDE_INFO_TITLE = "Oregon Tides and Fishing Guide - Fish Spots";
const DESCRIPTION =
  "Today's and tomorrow's tides on the Oregon coast, how mixed semi-diurnal tides work (spring tide range 6-10 feet, neap 2-4 feet), how they shape fishing, solunar periods, and official NOAA and ODFW links.";

// Nothing here changes once rendered: server HTML with the page script, no hydration (decision 045).
export const handle = { islands: true };

/** The page's title and description for the state it shows: Oregon's as written, others' by name. */
function titleAndDescription(state: string, tides: boolean) {
  if (state === "Oregon") return { title: TIDE_INFO_TITLE, description: DESCRIPTION };
  if (tides)
    return {
      title: `${state} Tides and Fishing Guide - Fish Spots`,
      description: `Today's and tomorrow's tides at the ${state} coast stations, how that coast's tide runs, how tides shape fishing, and solunar periods.`,
    };
  return {
    title: `${state} Rivers and Tides Guide - Fish Spots`,
    description: `The flow of ${state}'s rivers now at the USGS gauges of our spots, and how tides and solunar periods shape fishing.`,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { title, description } = titleAndDescription(
    loaderData?.state ?? "Oregon",
    loaderData?.tides ?? true,
  );
  return pageMeta({
    title,
    description,
    path: "/tide-info",
    matches,
    type: "article",
    jsonLd: [breadcrumbs(matches, [...TRAIL])],
  });
}

// A failure of the predictions never takes the guide down: the section says so instead. The page
// follows the chosen state (docs/product.md "Tide Info page"): its coast's stations and the way
// its coast's tide runs, or, for a state without coast stations, its rivers now.
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = stateShownFor(request);
  const profile = context.services.getStateProfile(state);
  const tides = (profile?.coastStations.length ?? 0) > 0;
  return {
    state,
    tides,
    tideGuide: profile?.tideGuide ?? null,
    // The coast's times are on the state's own clock: "Central time" on the Gulf.
    coastTime: zoneName(profile?.timeZones[0] ?? PACIFIC_TIME_ZONE),
    greatLakes: profile?.greatLakes ?? false,
    coast: tides
      ? await orNull(context.services.getCoastTides({ days: 2, state }), context.logger, "the coast tides")
      : null,
    // Not awaited: the rivers stream after the rest of the page, as on the home page.
    rivers: tides ? null : loadRiversNow(context, state),
  };
}

const ON_THIS_PAGE = [
  { href: "#coast-tides", label: "Today's tides" },
  { href: "#how-tides-work", label: "How tides work" },
  { href: "#tides-by-species", label: "Tides by fish" },
  { href: "#solunar", label: "Solunar periods" },
  { href: "#resources", label: "Official resources" },
] as const;

const RIVERS_FIRST = [{ href: "#rivers-now", label: "Rivers now" }, ...ON_THIS_PAGE.slice(1)] as const;

export default function TideInfo({ loaderData }: Route.ComponentProps) {
  const { state, tides, tideGuide } = loaderData;
  const oregon = state === "Oregon";
  return (
    <>
      {oregon ? (
        <PageHeader
          trail={TRAIL}
          title="Oregon Tides and Fishing Guide"
          lead="How the tides on the Oregon coast work, what they mean for salmon, crab, clams, steelhead and bass, and where to find official predictions and rules."
        />
      ) : tides ? (
        <PageHeader
          trail={TRAIL}
          title={`${state} Tides and Fishing Guide`}
          lead={`Today's and tomorrow's tides on the ${state} coast, how its tide runs, and what tides mean for the fish.`}
        />
      ) : (
        <PageHeader
          trail={TRAIL}
          title={`${state} Rivers and Tides Guide`}
          lead={`${state}'s rivers now, at the gauges of our spots, and how tides and solunar periods shape fishing where there are tides.`}
        />
      )}
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <div className="space-y-6">
          {oregon ? <TideFacts /> : tideGuide && <p className="max-w-3xl leading-relaxed">{tideGuide}</p>}
          {!tides && loaderData.greatLakes && (
            <p className="max-w-3xl leading-relaxed">
              The Great Lakes have tides of only a few centimetres: wind setup and seiches move their water
              instead, so our Great Lakes spots carry no tide predictions.
            </p>
          )}
          <nav aria-label="On this page">
            <ul className="flex flex-wrap gap-2">
              {(tides ? ON_THIS_PAGE : RIVERS_FIRST).map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className="inline-block rounded-full border bg-card px-3 py-1.5 text-sm font-medium hover:bg-muted"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {tides ? (
          <CoastTides coast={loaderData.coast} state={state} coastTime={loaderData.coastTime} />
        ) : (
          <Section
            id="rivers-now"
            title={`${state}'s rivers now`}
            intro="Flow at the USGS gauges of our spots, with the last day's trend."
          >
            {loaderData.rivers && (
              <RiversRow rivers={loaderData.rivers} empty={`No ${state} river gauges in our guide yet.`} />
            )}
          </Section>
        )}
        <HowTidesWork />
        <TidesBySpecies />
        <SolunarPeriods />
        <TideResources />
        <Callout>
          <Info aria-hidden />
          <p>
            Fish Spots is a guide, not legal advice. Seasons, limits and closures change during the year:
            always check current ODFW regulations before you go. Know a spot we are missing?{" "}
            <Link to="/contact#suggest" className="font-medium text-primary underline underline-offset-2">
              Suggest a location
            </Link>
            .
          </p>
        </Callout>
      </div>
    </>
  );
}
