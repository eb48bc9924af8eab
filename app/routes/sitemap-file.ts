import type { AppLoadContext } from "react-router";
import {
  locationPath,
  parseSitemapFile,
  SITEMAP_CONTENT_TYPE,
  STATIC_SITEMAP_PATHS,
  sitemapXml,
  statePagePaths,
} from "#app/lib/sitemap";
import { CRAWLER_FILES } from "#core/cachePolicy";
import { sitemapRegions } from "#core/regionPages";
import type { Route } from "./+types/sitemap-file";

// /sitemaps/pages.xml and /sitemaps/locations-{n}.xml (decision 020): the files the sitemap
// index names. The pages file holds each state's pages and the static pages. A location file is one range read of ids, at most 50,000 of them.
const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Each state with spots, its pages (its home, regions, map and species), then the static pages. */
async function pagesSitemapPaths(services: AppLoadContext["services"]): Promise<string[]> {
  const [states, fishByState] = await Promise.all([services.listStates(), services.listFishTypesByState()]);
  const statePaths = states
    .filter((state) => state.spotCount > 0)
    .flatMap((state) =>
      statePagePaths(state.name, sitemapRegions(state.name), fishByState.get(state.name.toLowerCase()) ?? []),
    );
  return [...statePaths, ...STATIC_SITEMAP_PATHS];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file ?? "");
  if (!file) return notFound();
  const paths =
    file.kind === "pages"
      ? await pagesSitemapPaths(context.services)
      : (await context.services.findSitemapLocationIds({ file: file.file })).map(locationPath);
  // A range with no location any more is gone, not an empty sitemap.
  if (paths.length === 0) return notFound();
  return new Response(sitemapXml(context.publicConfig.publicUrl, paths), {
    headers: { "Content-Type": SITEMAP_CONTENT_TYPE, "Cache-Control": CRAWLER_FILES },
  });
}
