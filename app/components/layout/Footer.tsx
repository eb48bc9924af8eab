import { Link } from "react-router";
import { ExternalLink } from "#app/components/ui/external-link";
import { usePageStateLinks } from "#app/lib/pageStateLinks";
import { useRootData } from "#app/root";
import { speciesPath } from "#core/speciesPaths";
import { regionPagePath } from "#core/stateAddress";
import { OREGON_LINKS, type StateLinks } from "#core/stateLinksOregon";

// docs/product.md "Global footer": four columns, copyright with the current year, the affiliate
// disclosure, and placeholder links.
// Each goes to its species page (docs/product.md "Species pages"); crabbing and clamming to crab's.
const FISH_LINKS = [
  { label: "Salmon", value: "salmon" },
  { label: "Trout", value: "trout" },
  { label: "Steelhead", value: "steelhead" },
  { label: "Bass", value: "bass" },
  { label: "Crabbing & Clamming", value: "crab" },
];
// The region links open the region's page; they and the resources follow the state the
// page is for (core/stateLinks.ts, chosen by the server).
/**
 * The shown state's links: a page about one spot gives its spot's state's (its loader's
 * `stateLinks`), any other page the root loader's choice (Oregon's before it answers).
 */
export function useStateLinks(): StateLinks {
  const root = useRootData()?.stateLinks;
  return usePageStateLinks() ?? root ?? OREGON_LINKS;
}

function ColumnHeading({ children, id }: { children: React.ReactNode; id: string }) {
  return (
    <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide uppercase">
      {children}
    </h2>
  );
}

const linkClass = "text-sm text-muted-foreground hover:text-foreground hover:underline";

export function Footer() {
  const year = new Date().getFullYear();
  const links = useStateLinks();
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="col-span-2 lg:col-span-1">
          <ColumnHeading id="footer-about">About Fish Spots</ColumnHeading>
          <p className="text-sm text-muted-foreground">
            A public directory of West Coast fishing spots: where to fish for what and when, with seasons,
            tides, facilities and reviews from fellow anglers.
          </p>
        </section>
        <nav aria-labelledby="footer-fish">
          <ColumnHeading id="footer-fish">Fish Species</ColumnHeading>
          <ul className="space-y-2">
            {FISH_LINKS.map(({ label, value }) => (
              <li key={label}>
                <Link to={speciesPath(value)} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-regions">
          <ColumnHeading id="footer-regions">{`${links.state} Regions`}</ColumnHeading>
          {links.regions.length === 0 && (
            <p className="text-sm text-muted-foreground">
              No {links.state} spots yet.{" "}
              <Link to="/contact" className="underline">
                Suggest one
              </Link>
            </p>
          )}
          <ul className="space-y-2">
            {links.regions.map((label) => (
              <li key={label}>
                <Link to={regionPagePath(links.state, label)} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <ColumnHeading id="footer-resources">Resources</ColumnHeading>
          <ul className="space-y-2">
            <li>
              <ExternalLink href={links.licenseUrl} className={linkClass}>
                Fishing License Info
              </ExternalLink>
            </li>
            <li>
              <Link to="/tide-info" className={linkClass}>
                Tide Charts
              </Link>
            </li>
            <li>
              <ExternalLink href={links.reportUrl} className={linkClass}>
                Fishing Reports
              </ExternalLink>
            </li>
            <li>
              <Link to="/ar-tools" className={linkClass}>
                AR Tool Recognition
              </Link>
            </li>
            <li>
              <ExternalLink href={links.conservationUrl} className={linkClass}>
                Conservation
              </ExternalLink>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                Contact Us
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            {/* One text node, so "© <year>" stays together in the HTML (no React text separators). */}
            <p>{`© ${year} Fish Spots. All rights reserved.`}</p>
            <p>
              As an affiliate, Fish Spots may earn from qualifying purchases made through links on this site,
              at no extra cost to you.
            </p>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <Link to="/contact#privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/contact#terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <a href="/sitemap.xml" className={linkClass}>
                Sitemap
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
