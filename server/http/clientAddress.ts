import type { Request } from "express";

/** The visitor's address as Express reads it: the peer, or X-Forwarded-For from a trusted proxy. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "";
}
