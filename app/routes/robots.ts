import { ROBOTS_CONTENT_TYPE, robotsTxt } from "#app/lib/sitemap";
import { CRAWLER_FILES } from "#core/cachePolicy";
import type { Route } from "./+types/robots";

// /robots.txt (docs/product.md "Crawler files"): everything but the JSON API may be crawled; it
// points to the sitemap.
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicConfig.publicUrl), {
    headers: { "Content-Type": ROBOTS_CONTENT_TYPE, "Cache-Control": CRAWLER_FILES },
  });
}
