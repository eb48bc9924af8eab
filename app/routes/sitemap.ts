import {
  locationSitemapPath,
  PAGES_SITEMAP_PATH,
  SITEMAP_CONTENT_TYPE,
  sitemapIndexXml,
} from "#app/lib/sitemap";
import { CRAWLER_FILES } from "#core/cachePolicy";
import type { Route } from "./+types/sitemap";

// /sitemap.xml (docs/product.md "Crawler files", decision 020): the index of the sitemap files, the
// static pages' and one per range of 50,000 locations, absolute under PUBLIC_URL.
export async function loader({ context }: Route.LoaderArgs) {
  const files = await context.services.listSitemapLocationFiles();
  const paths = [PAGES_SITEMAP_PATH, ...files.map(locationSitemapPath)];
  return new Response(sitemapIndexXml(context.publicConfig.publicUrl, paths), {
    headers: { "Content-Type": SITEMAP_CONTENT_TYPE, "Cache-Control": CRAWLER_FILES },
  });
}
