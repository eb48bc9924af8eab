// The service worker (decision 014), bundled by scripts/build-sw.mjs into /sw.js. It saves this
// build's files on install and every page and API answer as the visitor reads them, so what
// was opened once opens again without a network.
import {
  CACHE_LIMITS,
  cacheNames,
  isCacheable,
  isOutdatedCache,
  OFFLINE_PATH,
  START_PATH,
  spotTabReads,
  strategyFor,
} from "./routing";

// Filled in at build time: this build's id and every file it serves (hashed assets, icons).
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

// The few worker types used here; the project compiles against the DOM library, not WebWorker.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  location: Location;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const names = cacheNames(__SW_VERSION__);

worker.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

async function precache() {
  const shell = await caches.open(names.shell);
  // Pages are rendered per request: "reload" skips any copy in the HTTP cache.
  await shell.addAll([new Request(OFFLINE_PATH, { cache: "reload" }), ...__SW_PRECACHE__]);
  // The installed app opens at the start page; a failure here only means it is saved on first visit.
  const pages = await caches.open(names.pages);
  await pages.add(new Request(START_PATH, { cache: "reload" })).catch(() => undefined);
}

// No skipWaiting: a new build waits until no tab runs the old one, so a page never loads one
// build's files into another build's page. Claiming then only affects tabs opened meanwhile,
// and on the very first install the open page (which runs this same build).
worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const existing = await caches.keys();
      await Promise.all(
        existing.filter((name) => isOutdatedCache(name, __SW_VERSION__)).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  switch (strategyFor(request, worker.location.origin)) {
    case "network":
      return;
    case "cacheFirst":
      event.respondWith(cacheFirst(event));
      return;
    case "page":
      event.respondWith(networkFirst(event, names.pages, CACHE_LIMITS.pages, offlinePage));
      event.waitUntil(saveSpotTabs(request.url));
      return;
    case "networkFirst":
      event.respondWith(
        networkFirst(event, names.data, CACHE_LIMITS.data, () => matchIn(names.shell, request)),
      );
      return;
  }
});

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cached = await matchIn(names.shell, event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isCacheable(response)) event.waitUntil(save(names.shell, event.request, response.clone()));
  return response;
}

async function networkFirst(
  event: FetchEvent,
  cacheName: string,
  limit: number,
  fallback: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (isCacheable(response)) event.waitUntil(save(cacheName, event.request, response.clone(), limit));
    return response;
  } catch (error) {
    const saved = (await matchIn(cacheName, event.request)) ?? (await fallback());
    if (saved) return saved;
    // Nothing saved: the page sees the same network failure it would see without a worker.
    throw error;
  }
}

/** A spot's tab answers, read beside its page; offline, the copies saved earlier stay. */
async function saveSpotTabs(pageUrl: string) {
  await Promise.all(
    spotTabReads(pageUrl).map(async (path) => {
      try {
        const response = await fetch(path);
        if (isCacheable(response)) await save(names.data, new Request(path), response, CACHE_LIMITS.data);
      } catch {
        // No network: the saved copy, if any, answers the tab.
      }
    }),
  );
}

function offlinePage(): Promise<Response | undefined> {
  return matchIn(names.shell, OFFLINE_PATH);
}

// Only this build's caches: an older or newer build's page would load files that are not here.
async function matchIn(cacheName: string, request: Request | string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  return cache.match(request, { ignoreVary: true });
}

async function save(cacheName: string, request: Request, response: Response, limit?: number) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (limit === undefined) return;
  // Keys come back oldest first (a new put of a URL moves it to the end).
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}
