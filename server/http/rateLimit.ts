import type { RequestHandler } from "express";

/**
 * docs/product.md "Request limits": writes are limited per client address, in a fixed one-minute
 * window. Kept in memory: losing it on restart only forgives a few writes
 * (docs/architecture.md "The database is the only shared state").
 */
export function writeRateLimit(options: { perMinute: number; now?: () => number }): RequestHandler {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = now() + 60_000;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const t = now();
    if (t > nextSweep) {
      for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
      nextSweep = t + 60_000;
    }
    const key = req.ip ?? "unknown";
    let w = windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + 60_000 };
      windows.set(key, w);
    }
    w.count++;
    if (w.count > options.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((w.resetAt - t) / 1000));
      res
        .status(429)
        .set("Retry-After", String(retryAfter))
        .json({
          message: `Too many requests. Please try again in ${retryAfter} seconds.`,
        });
      return;
    }
    next();
  };
}
