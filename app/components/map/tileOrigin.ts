import type { MetaDescriptor } from "react-router";

// Where the map's tiles come from, for a <link rel="preconnect">: the browser can open the
// connection (DNS, TCP, TLS) to the tile server while the page's scripts still download, instead
// of after the map has started (decision 010, amended).

/**
 * The origin of a tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, or
 * null when there is nothing to preconnect to: no template, a template the page's own origin
 * serves (relative, or the same origin as `pageUrl`), or a host with a placeholder
 * ({s}.tile.example.org: which subdomain a tile uses is not known in advance).
 */
export function tilePreconnectOrigin(
  template: string | undefined,
  pageUrl: string | undefined,
): string | null {
  if (!template || !/^https?:\/\//i.test(template)) return null;
  let origin: string;
  try {
    const { protocol, host } = new URL(template);
    if (host.includes("{") || host.includes("%7B")) return null;
    origin = `${protocol}//${host}`;
  } catch {
    return null;
  }
  return origin === originOf(pageUrl) ? null : origin;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * The <link rel="preconnect"> to the tile server for a page whose map starts at once (/map),
 * as a meta descriptor: the tile URL is the operator's setting (TILE_URL), read by the root
 * loader, and a route's `links` cannot see loader data.
 */
export function tilePreconnectMeta(matches: Matches): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as
    | { publicConfig?: { tileUrl?: string; publicUrl?: string } }
    | undefined;
  const origin = tilePreconnectOrigin(root?.publicConfig?.tileUrl, root?.publicConfig?.publicUrl);
  return origin ? [{ tagName: "link", rel: "preconnect", href: origin }] : [];
}
