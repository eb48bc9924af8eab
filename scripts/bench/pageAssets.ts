// What a server-rendered page makes the browser fetch before it can run: pure functions over the
// HTML and the built files, so the page-weight section and its test share one reading of them.

/** The scripts and stylesheets a page's HTML asks for up front, in document order. */
export type PageAssets = { scripts: string[]; stylesheets: string[] };

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1];
}

function pushOnce(list: string[], item: string) {
  if (!list.includes(item)) list.push(item);
}

/**
 * Module preloads, stylesheets, external scripts and the modules an inline module script imports
 * (React Router's `import "/assets/manifest-….js"` and its entry's `import(…)`), also when it is written inert to start after
 * the first paint (app/lib/scriptsAfterFirstPaint.server.ts). Only same-origin paths count.
 */
export function pageAssets(html: string): PageAssets {
  const assets: PageAssets = { scripts: [], stylesheets: [] };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href?.startsWith("/")) continue;
    if (rel === "modulepreload") pushOnce(assets.scripts, href);
    else if (rel === "stylesheet") pushOnce(assets.stylesheets, href);
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(open ?? "", "src");
    if (src?.startsWith("/")) pushOnce(assets.scripts, src);
    // The server writes the module script inert and starts it after the first paint.
    if (!/type\s*=\s*"module"|\sdata-module-after-paint\b/i.test(open ?? "")) continue;
    // React Router's inline module script ends with `import("/assets/entry.client-….js")`: it
    // runs at once, so that entry is loaded first too, not on demand.
    for (const specifier of [...staticImports(body ?? ""), ...dynamicImports(body ?? "")]) {
      if (specifier.startsWith("/")) pushOnce(assets.scripts, specifier);
    }
  }
  return assets;
}

const STATIC_IMPORT = /(?:^|[^\w$.])import\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+)["']/g;
const EXPORT_FROM = /(?:^|[^\w$.])export\s*[\w$*{}\s,]*?\bfrom\s*["']([^"'\n]+)["']/g;
// Also `import(new URL("./x.js", import.meta.url).href)`: the page script's way to its islands.
const DYNAMIC_IMPORT =
  /(?:^|[^\w$.])import\(\s*(?:new URL\(\s*)?["']([^"'\n]+)["']\s*(?:\)|,\s*import\.meta\.url\s*\))/g;

/** Specifiers of a module's static `import … from` / `import "…"` / `export … from` statements. */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [STATIC_IMPORT, EXPORT_FROM]) {
    for (const match of source.matchAll(pattern)) pushOnce(found, match[1] as string);
  }
  return found;
}

/**
 * Specifiers of a module's `import("…")` calls with a literal argument, or a literal address
 * beside the module: loaded later, on demand.
 */
export function dynamicImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(DYNAMIC_IMPORT)) pushOnce(found, match[1] as string);
  return found;
}

/** A specifier as a site path, relative to the importing module's own path; null if not ours. */
export function resolveAssetPath(specifier: string, importer: string): string | null {
  if (!specifier.startsWith("/") && !specifier.startsWith(".")) return null;
  const url = new URL(specifier, `http://site${importer}`);
  return url.host === "site" ? url.pathname : null;
}

export type ModuleGraph = {
  /** Every module the first load runs: the page's scripts and all they import statically. */
  firstLoad: string[];
  /** Modules only reachable through `import()`: fetched later, when the page asks for them. */
  lazy: string[];
};

/**
 * Follows static imports from the page's scripts (whatever the preloads missed still loads first),
 * then dynamic imports from everything reached, for what a page may load later.
 * `read` answers a module's source, or undefined when it is not a built file.
 */
export function moduleGraph(entries: string[], read: (path: string) => string | undefined): ModuleGraph {
  const firstLoad: string[] = [];
  const lazy: string[] = [];
  const visit = (start: string[], into: string[], seen: (path: string) => boolean) => {
    const queue = [...start];
    const dynamic: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (seen(path)) continue;
      const source = read(path);
      if (source === undefined) continue;
      into.push(path);
      for (const specifier of staticImports(source)) {
        const resolved = resolveAssetPath(specifier, path);
        if (resolved) queue.push(resolved);
      }
      for (const specifier of dynamicImports(source)) {
        const resolved = resolveAssetPath(specifier, path);
        if (resolved) dynamic.push(resolved);
      }
    }
    return dynamic;
  };
  let pending = visit(entries, firstLoad, (p) => firstLoad.includes(p));
  while (pending.length > 0) {
    pending = visit(pending, lazy, (p) => firstLoad.includes(p) || lazy.includes(p));
  }
  return { firstLoad, lazy };
}
