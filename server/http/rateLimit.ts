import type { Request, RequestHandler } from "express";
import { type RateLimitInfo, rateLimit } from "express-rate-limit";
import type { Logger } from "pino";
import { HttpError } from "./errors";

const WINDOW_MS = 60_000;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/product.md "Request limits": writes are limited per client address (Express's `req.ip`
 * under the app's `trust proxy`; an IPv6 client by its /56, the block one subscriber is given), in
 * a one-minute window that starts with the client's first write. express-rate-limit's memory
 * store: losing it on restart only forgives a few writes
 * (docs/architecture.md "The database is the only shared state").
 * A refusal is a 429 from the one error mapper, with `Retry-After`.
 */
export function writeRateLimit(options: { perMinute: number; logger: Logger }): RequestHandler {
  const limiter = clientRateLimit({ windowMs: WINDOW_MS, limit: options.perMinute, logger: options.logger });
  // Reads pass here, not through the limiter's `skip`: that would cost every page a few awaits.
  return (req, res, next) => (READS.has(req.method) ? next() : limiter(req, res, next));
}

/** `limit` requests per client address in a window that starts with its first; then 429. */
export function clientRateLimit(options: {
  windowMs: number;
  limit: number;
  logger: Logger;
}): RequestHandler {
  // The library checks the set-up on the first write of a process (a `trust proxy` that trusts
  // everyone, an X-Forwarded-For it cannot use, an address that is none): a hint for the
  // operator, written to our log as a warning instead of to the console.
  const hint = (err: unknown) =>
    options.logger.warn({ event: "rateLimit.check", err }, "the write rate limiter's set-up check failed");
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    // No RateLimit or X-RateLimit headers on every write: only a refusal says when to retry.
    standardHeaders: false,
    legacyHeaders: false,
    logger: { warn: hint, error: hint },
    handler: (req, _res, next) => {
      const { resetTime } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
      const resetAt = resetTime?.getTime() ?? Date.now() + options.windowMs;
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      next(
        new HttpError(429, `Too many requests. Please try again in ${retryAfter} seconds.`, {
          "Retry-After": String(retryAfter),
        }),
      );
    },
  });
}
