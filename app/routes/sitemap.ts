import {
  CRAWLER_CACHE_CONTROL,
  locationPath,
  SITEMAP_CONTENT_TYPE,
  STATIC_SITEMAP_PATHS,
  sitemapXml,
} from "~/lib/sitemap";
import type { Route } from "./+types/sitemap";

// /sitemap.xml (product 3): the static pages and every location, absolute under PUBLIC_URL.
// The same service the /api/locations handler calls (architecture rule 4).
export async function loader({ context }: Route.LoaderArgs) {
  const locations = await context.services.findLocations({});
  const paths = [...STATIC_SITEMAP_PATHS, ...locations.map((location) => locationPath(location.id))];
  return new Response(sitemapXml(context.publicConfig.publicUrl, paths), {
    headers: { "Content-Type": SITEMAP_CONTENT_TYPE, "Cache-Control": CRAWLER_CACHE_CONTROL },
  });
}
