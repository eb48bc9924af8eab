import {
  locationPath,
  parseSitemapFile,
  SITEMAP_CONTENT_TYPE,
  STATIC_SITEMAP_PATHS,
  sitemapXml,
} from "#app/lib/sitemap";
import { CRAWLER_FILES } from "#core/cachePolicy";
import { speciesPath } from "#core/speciesPaths";
import type { Route } from "./+types/sitemap-file";

// /sitemaps/pages.xml and /sitemaps/locations-{n}.xml (decision 020): the files the sitemap
// index names. The pages file holds the static pages and the species pages. A location file is one range read of ids, at most 50,000 of them.
const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file ?? "");
  if (!file) return notFound();
  const paths =
    file.kind === "pages"
      ? // The static pages, then the species pages of the fish types that spots offer.
        [...STATIC_SITEMAP_PATHS, ...(await context.services.listFishTypes()).map(speciesPath)]
      : (await context.services.findSitemapLocationIds({ file: file.file })).map(locationPath);
  // A range with no location any more is gone, not an empty sitemap.
  if (paths.length === 0) return notFound();
  return new Response(sitemapXml(context.publicConfig.publicUrl, paths), {
    headers: { "Content-Type": SITEMAP_CONTENT_TYPE, "Cache-Control": CRAWLER_FILES },
  });
}
