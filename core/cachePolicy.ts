// How long each kind of answer may be kept, and by whom (decision 026). Every Cache-Control the
// app sends is one of these; server/http/cachePolicy.ts picks one for answers that chose none.

/**
 * Anonymous reads, the same for everyone (pages, API reads): shared caches (a CDN, a caching
 * proxy) may keep them a minute; browsers ask again every time, and the ETag makes that a 304.
 * No stale-while-revalidate here: browsers honour it too, and Chromium then answers a page's
 * own fetch with the copy from before the visitor's write.
 */
export const SHARED_READ = "public, max-age=0, s-maxage=60";

/**
 * The same reads for CDNs that read RFC 9213's CDN-Cache-Control (browsers ignore it): a
 * minute fresh, then up to ten minutes served while a fresh copy is fetched in the background.
 */
export const CDN_SHARED_READ = "max-age=60, stale-while-revalidate=600";

/**
 * Never kept anywhere: answers tied to one person (alert links, anything under a token), every
 * write's answer, errors, a database outage's 503, health checks and metrics.
 */
export const NEVER_STORED = "private, no-store";

/** robots.txt and the sitemaps: crawlers may keep them an hour; a new location shows within it. */
export const CRAWLER_FILES = "public, max-age=3600";

/** The service worker script: browsers check it on every visit so a new build is found at once. */
export const ALWAYS_REVALIDATE = "no-cache";

/** Hashed build files (`/assets/…`): a name never changes its content. */
export const HASHED_ASSET_MAX_AGE = "1y";

/** Other public files (icons, the manifest): an hour. */
export const PUBLIC_FILE_MAX_AGE = "1h";
