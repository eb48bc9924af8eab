import { ExternalLink, Waves } from "lucide-react";
import { Link } from "react-router";
import { HomeSection } from "./HomeSection";

// docs/product.md "Tide Information section" (anchor tide-info): the facts of the Oregon coast's
// tides, and three external links, each in a new tab.
const TIDE_LINKS = [
  {
    href: "https://tidesandcurrents.noaa.gov/",
    title: "NOAA Tides & Currents",
    text: "Official tide predictions and water levels from the national ocean service.",
  },
  {
    href: "https://www.tide-forecast.com/regions/Oregon",
    title: "Oregon Tide Tables",
    text: "Coastal tide tables for every Oregon port and bay.",
  },
  {
    href: "https://www.tides4fishing.com/us/oregon",
    title: "Tides for Fishing",
    text: "Tide and solunar predictions planned around the bite.",
  },
] as const;

const TIDE_FACTS = [
  { label: "Tide pattern", value: "Mixed semi-diurnal" },
  { label: "Spring tide range", value: "6-10 feet" },
  { label: "Neap tide range", value: "2-4 feet" },
] as const;

export function TideInformation() {
  return (
    <HomeSection
      id="tide-info"
      headingId="tide-heading"
      title="Tide Information"
      lead="On the coast the tide decides when the fish feed, where the crab walk and when the bar is safe."
    >
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-4 rounded-xl border bg-card p-6 shadow-sm lg:col-span-3">
          <p>
            The Oregon coast has <strong>mixed semi-diurnal tides</strong>: two high and two low tides each
            day, each of a different height. Around new and full moon, spring tides swing 6-10 feet between
            high and low water; around the quarter moons, neap tides move only 2-4 feet.
          </p>
          <p className="text-muted-foreground">
            Bigger swings mean stronger currents: fish the hours around a tide change, crab near slack water,
            and check the bar before crossing on an outgoing tide.
          </p>
          <dl className="grid gap-3 sm:grid-cols-3">
            {TIDE_FACTS.map((fact) => (
              <div key={fact.label} className="rounded-lg bg-secondary px-4 py-3 text-secondary-foreground">
                <dt className="text-xs font-medium tracking-wide uppercase">{fact.label}</dt>
                <dd className="mt-1 font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Link
            to="/tide-info"
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            <Waves className="size-4" aria-hidden />
            Read the full guide to tides and fishing
          </Link>
        </div>
        <ul aria-label="Tide resources" className="space-y-3 lg:col-span-2">
          {TIDE_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary"
              >
                <ExternalLink className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span>
                  <span className="font-semibold group-hover:underline">{link.title}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                  <span className="mt-0.5 block text-sm text-muted-foreground">{link.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
