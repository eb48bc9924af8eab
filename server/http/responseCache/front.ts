import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { countRequest } from "#server/metrics";
import { cacheKey } from "./key";
import type { ResponseCache } from "./responseCache";
import { serveAnswer } from "./serve";

/**
 * The request listener of the HTTP server: a GET or HEAD whose answer is stored is served here,
 * before Express sees it, with the stored headers (security headers, and the CSP made from that
 * very render's scripts) and the same JSON log line every request gets. Everything else
 * goes to the app, where the caching middleware renders, shares and stores.
 */
export function withResponseCache(
  app: RequestListener,
  options: { cache: ResponseCache; logger: Logger },
): RequestListener {
  const { cache, logger } = options;
  const log = (req: IncomingMessage, route: string, status: number, start: bigint) => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    countRequest({ method: req.method ?? "GET", route, status, seconds: ms / 1000 });
    logger.info(
      {
        event: "request",
        method: req.method,
        url: req.url,
        route,
        status,
        ms: Math.round(ms * 10) / 10,
        cache: "hit",
      },
      "request",
    );
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    if ((req.method === "GET" || req.method === "HEAD") && cache.active) {
      const start = process.hrtime.bigint();
      const answer = cache.get(cacheKey(req));
      if (answer) {
        const status = serveAnswer(req, res, answer);
        if (typeof status === "number") log(req, answer.route, status, start);
        else void status.then((s) => log(req, answer.route, s, start));
        return;
      }
    }
    app(req, res);
  };
}
