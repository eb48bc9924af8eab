import { Info } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/PageHeader";
import { CoastTides } from "#app/components/tide-guide/CoastTides";
import { HowTidesWork } from "#app/components/tide-guide/HowTidesWork";
import { SolunarPeriods } from "#app/components/tide-guide/SolunarPeriods";
import { TideFacts } from "#app/components/tide-guide/TideFacts";
import { TideResources } from "#app/components/tide-guide/TideResources";
import { TidesBySpecies } from "#app/components/tide-guide/TidesBySpecies";
import { Callout } from "#app/components/ui/callout";
import { orNull } from "#app/lib/loaderSafe";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
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

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: TIDE_INFO_TITLE,
    description: DESCRIPTION,
    path: "/tide-info",
    matches,
    type: "article",
    jsonLd: [breadcrumbs(matches, [...TRAIL])],
  });
}

// A failure of the predictions never takes the guide down: the section says so instead.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    coast: await orNull(context.services.getCoastTides({ days: 2 }), context.logger, "the coast tides"),
  };
}

const ON_THIS_PAGE = [
  { href: "#coast-tides", label: "Today's tides" },
  { href: "#how-tides-work", label: "How tides work" },
  { href: "#tides-by-species", label: "Tides by fish" },
  { href: "#solunar", label: "Solunar periods" },
  { href: "#resources", label: "Official resources" },
] as const;

export default function TideInfo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        trail={TRAIL}
        title="Oregon Tides and Fishing Guide"
        lead="How the tides on the Oregon coast work, what they mean for salmon, crab, clams, steelhead and bass, and where to find official predictions and rules."
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <div className="space-y-6">
          <TideFacts />
          <nav aria-label="On this page">
            <ul className="flex flex-wrap gap-2">
              {ON_THIS_PAGE.map((item) => (
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
        <CoastTides coast={loaderData.coast} />
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
