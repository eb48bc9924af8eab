import type { OutgoingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { collectReads } from "#server/services/reads";
import { holdAnswer } from "../heldAnswer";
import { routeOf } from "../requestLog";
import { cacheKey, isBuildAsset, variesByCookie } from "./key";
import type { ResponseCache, Ticket } from "./responseCache";
import { serveAnswer } from "./serve";

/** How the answer was found, for the request's log line. */
export type CacheOutcome = "hit" | "shared" | "miss";

/**
 * Set by whatever renders the answer when part of it failed (a loader's read, a late render
 * error): the degraded answer goes to this visitor only, and the next one tries again.
 */
export function markRenderFailed(res: Response): void {
  res.locals.renderFailed = true;
}

export function renderFailed(res: Response): boolean {
  return res.locals.renderFailed === true;
}

/**
 * HTTP caching for rendered GET answers (pages and the API), mounted after the compression
 * middleware so that it sees the bytes before anything compresses them:
 * - a stored answer is served at once (the front in front of Express serves most of those);
 * - a render already in progress for the same key is waited for, not repeated;
 * - otherwise the render runs, and a 200 answer that may be shared (no Set-Cookie, not
 *   no-store or private, not a file) is captured whole with the Cache-Control and
 *   CSP set inside it (decision 026), given a strong ETag and Vary, compressed once per
 *   encoding, stored, and served like a stored one (304 included).
 * Any other answer passes through untouched.
 */
export function responseCaching(cache: ResponseCache): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || isBuildAsset(req.url)) return next();
    const key = cacheKey(req);
    const stored = cache.get(key);
    if (stored) {
      res.locals.responseCache = "hit" satisfies CacheOutcome;
      void serveAnswer(req, res, stored);
      return;
    }
    const pending = cache.pending(key);
    if (pending) {
      pending.then((answer) => {
        if (!answer) return render(req, res, next, cache, key);
        res.locals.responseCache = "shared" satisfies CacheOutcome;
        void serveAnswer(req, res, answer);
      }, next);
      return;
    }
    render(req, res, next, cache, key);
  };
}

function render(req: Request, res: Response, next: () => void, cache: ResponseCache, key: string) {
  res.locals.responseCache = "miss" satisfies CacheOutcome;
  // A HEAD render has no body to keep; it goes through as it always did.
  if (req.method !== "GET") return next();
  const ticket = cache.begin(key);
  captureAnswer(req, res, ticket);
  // Every service the render calls records what it read into the ticket (decision 018).
  collectReads(ticket.reads, next);
}

/** Whether an answer may be kept and shared, judged when its head is about to be written. */
function isShareable(res: Response): boolean {
  if (res.statusCode !== 200) return false;
  if (res.hasHeader("set-cookie") || res.hasHeader("content-encoding") || res.hasHeader("content-range"))
    return false;
  // Files carry Last-Modified (express.static, sendFile): browsers cache them by their own headers.
  if (res.hasHeader("last-modified")) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return !/\b(?:no-store|private)\b/i.test(cacheControl);
}

/**
 * Holds the answer's bytes instead of writing them. Decided at the first write: an answer that
 * may not be shared goes out as it would have; a shared one is stored and served like a stored one.
 */
function captureAnswer(req: Request, res: Response, ticket: Ticket) {
  // A visitor who leaves mid-render leaves nothing to share: those waiting render for themselves.
  res.once("close", () => ticket.abandon());
  holdAnswer(res, {
    hold: () => isShareable(res),
    onPass: () => ticket.abandon(),
    onEnd(body, callback) {
      const headers: OutgoingHttpHeaders = res.getHeaders();
      const answer = ticket.complete(
        { headers, body, varyByCookie: variesByCookie(req.originalUrl), route: routeOf(req, res) },
        { keep: !renderFailed(res) },
      );
      // The stored answer carries every header; start again from nothing so none is doubled.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      if (callback) res.once("finish", () => callback());
      void serveAnswer(req, res, answer);
    },
  });
}
