import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { countRequest } from "../metrics";

/**
 * The route pattern that answered ("/api/locations/:id", "/locations/:id"): each handler names
 * it in `res.locals.route`. Anything else (static files, refusals before a route) gets a fixed
 * name, so the set of names stays bounded whatever URLs arrive.
 */
export function routeOf(req: Request, res: Response): string {
  const named = res.locals.route;
  if (typeof named === "string") return named;
  return req.path.startsWith("/assets/") ? "/assets/*" : "other";
}

/** One JSON line per request, written when the answer has gone out, and counted in the metrics. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const route = routeOf(req, res);
      countRequest({ method: req.method, route, status: res.statusCode, seconds: ms / 1000 });
      logger.info(
        {
          event: "request",
          method: req.method,
          url: req.originalUrl,
          route,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          // hit, shared (waited for another request's render) or miss; unset when not cacheable
          cache: res.locals.responseCache,
        },
        "request",
      );
    });
    next();
  };
}
