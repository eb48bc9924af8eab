import { ExternalLink, Fish, Gauge, Waves } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useStateLinks } from "#app/components/layout/Footer";
import { SearchBar } from "#app/components/search/SearchBar";
import { Button } from "#app/components/ui/button";

// docs/product.md "Hero and search bar": the state's line (its profile's), Check Tide Info
// (/tide-info) for a state whose coast's tides we show, else Rivers now and What's biting (the
// home's own sections), Get Fishing License (the state wildlife agency's licensing page, new
// tab) and the search bar (on a page served with islands, the search bar's island).
const DEFAULT_LINE =
  "Coastal bays, big rivers and high lakes: see what bites where, the best seasons, facilities and tides, and what fellow anglers rate them.";

export function Hero({
  search = <SearchBar />,
  line = DEFAULT_LINE,
  tides = true,
  sections = true,
}: {
  search?: ReactNode;
  /** The state's line (data/state-profiles/); Oregon's before the loader answers. */
  line?: string;
  /** Whether the state's home leads with its coast's tides. */
  tides?: boolean;
  /** Whether the page below has the home's sections (Rivers now, What's biting) to link to. */
  sections?: boolean;
}) {
  const { state, licenseUrl } = useStateLinks();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-br from-hero-from to-hero-to text-white"
    >
      <WaveLines />
      <div className="relative mx-auto max-w-5xl px-4 pt-14 pb-16 text-center sm:pt-20 sm:pb-20">
        <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
          {`${state} fishing directory`}
        </p>
        <h1
          id="hero-heading"
          className="mt-3 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl"
        >
          {`Find your next ${state} fishing spot`}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/85">{line}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {tides ? (
            <Button asChild size="lg" variant="accent">
              <Link to="/tide-info">
                <Waves aria-hidden />
                Check Tide Info
              </Link>
            </Button>
          ) : (
            sections && (
              <>
                <Button asChild size="lg" variant="accent">
                  <a href="#today-on-the-water">
                    <Gauge aria-hidden />
                    Rivers now
                  </a>
                </Button>
                <Button asChild size="lg" variant="onDark">
                  <a href="#whats-biting">
                    <Fish aria-hidden />
                    What's biting
                  </a>
                </Button>
              </>
            )
          )}
          <Button asChild size="lg" variant="onDark">
            <a href={licenseUrl} target="_blank" rel="noopener noreferrer">
              Get Fishing License
              <ExternalLink aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </div>
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-card p-3 text-left text-card-foreground shadow-xl sm:p-4">
          {search}
        </div>
      </div>
    </section>
  );
}

/** Decorative swell lines along the bottom of the hero. */
function WaveLines() {
  return (
    <svg
      aria-hidden
      className="absolute inset-x-0 bottom-0 h-24 w-full text-white/10"
      viewBox="0 0 1440 96"
      preserveAspectRatio="none"
      fill="none"
    >
      <path d="M0 48c120-24 240-24 360 0s240 24 360 0 240-24 360 0 240 24 360 0v48H0z" fill="currentColor" />
      <path
        d="M0 72c120-18 240-18 360 0s240 18 360 0 240-18 360 0 240 18 360 0"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
