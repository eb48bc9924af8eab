import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** One JSON line per request, written when the answer has gone out. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info(
        {
          event: "request",
          method: req.method,
          url: req.originalUrl,
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
