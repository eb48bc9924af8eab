import type { Request, RequestHandler, Response } from "express";
import { CDN_SHARED_READ, NEVER_STORED, SHARED_READ } from "#core/cachePolicy";
import { beforeHead } from "./beforeHead";
import { renderFailed } from "./responseCache/middleware";

/**
 * Whether a request is one person's: a write, the operators' console, or anything carrying an
 * alert token (in the address or the X-Alert-Token header). Its answer is never kept, whatever the route says.
 */
export function isPersonal(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  // The original URL: this is asked when the head is written, inside a router that shortened req.path.
  if (isConsolePath(req.originalUrl)) return true;
  return req.get("x-alert-token") !== undefined || req.query.token !== undefined;
}

/** The operators' pages and API (decision 032): each answer is for one signed-in operator. */
export function isConsolePath(url: string): boolean {
  return /^\/(api\/)?admin(\/|\.|\?|$)/.test(url);
}

/** Whether an answer nobody chose a policy for is an anonymous read, the same for everyone. */
function isSharedRead(req: Request, res: Response): boolean {
  return (
    res.statusCode === 200 &&
    !res.hasHeader("set-cookie") &&
    // A page part of which could not be read goes to this visitor only (decision 018).
    !renderFailed(res) &&
    (req.method === "GET" || req.method === "HEAD")
  );
}

/**
 * Cache-Control by class of answer (decision 026), set as the head is written: a route that
 * chose its own keeps it (files, the sitemaps, the alert link pages), except on a personal
 * request; anonymous reads that succeeded are shared; everything else is never stored.
 * Mounted inside the response cache, which keeps only what this makes shareable.
 */
export function cachePolicy(): RequestHandler {
  return (req, res, next) => {
    beforeHead(res, () => {
      if (isPersonal(req)) {
        res.setHeader("Cache-Control", NEVER_STORED);
        res.removeHeader("CDN-Cache-Control");
      } else if (!res.hasHeader("cache-control")) {
        if (isSharedRead(req, res)) {
          res.setHeader("Cache-Control", SHARED_READ);
          res.setHeader("CDN-Cache-Control", CDN_SHARED_READ);
        } else res.setHeader("Cache-Control", NEVER_STORED);
      }
    });
    next();
  };
}
