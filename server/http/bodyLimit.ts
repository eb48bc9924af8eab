import type { RequestHandler } from "express";

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** "100kb" → 102400, as body-parser reads BODY_LIMIT (units of 1024). */
export function byteSize(limit: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  if (!match) throw new Error(`Not a size: ${limit}`);
  return Math.floor(Number(match[1]) * (UNITS[(match[2] ?? "b").toLowerCase()] as number));
}

/**
 * A request that declares a body over the limit is refused at once, from its headers, and its
 * connection closed. The body parsers would first read the whole declared body (to keep the
 * connection usable), so a client claiming a gigabyte it never sends would wait for ever.
 */
export function refuseOversizedBodies(limit: string): RequestHandler {
  const maxBytes = byteSize(limit);
  return (req, res, next) => {
    const declared = Number(req.get("content-length"));
    if (!(declared > maxBytes)) return next();
    res.status(413).set("Connection", "close").json({ message: "Request body is too large" });
  };
}
