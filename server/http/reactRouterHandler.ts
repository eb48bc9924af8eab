import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { NotFoundError } from "#server/services/errors";
import { UNAVAILABLE_HEADERS } from "./errors";
import { pagePatterns } from "./pagePatterns";

/**
 * Serves React Router pages from Express. Like @react-router/express, but the rendered body
 * is piped into the response: the adapter's own writer adds a "drain" listener per write that
 * the compression middleware never removes, which leaks listeners on large streamed pages.
 */
export function reactRouterHandler(options: {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  const patternOf = pagePatterns(options.build);
  return async (req, res, next) => {
    res.locals.route = patternOf(req.path);
    // The router matches paths with `.`, which matches no line break: such an address (only
    // ever sent by a scanner) matches no route, not even the not-found page's, and the router
    // logs it as a fault. It is a plain 404.
    if (ENCODED_LINE_BREAK.test(req.path)) {
      next(new NotFoundError("Page not found"));
      return;
    }
    try {
      const response = await handle(toFetchRequest(req, res), options.getLoadContext(req, res));
      // A page whose loaders met a database outage shows what it could, as a 503: not cached,
      // retried, and seen by monitoring (decision 022).
      const unavailable = res.locals.databaseUnavailable === true;
      res.status(unavailable ? 503 : response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") res.setHeader(name, value);
      }
      if (unavailable) res.set(UNAVAILABLE_HEADERS);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("set-cookie", cookies);
      if (!response.body || req.method === "HEAD") {
        res.end();
        return;
      }
      const body = Readable.fromWeb(response.body as NodeReadableStream);
      body.on("error", () => res.destroy());
      body.pipe(res);
    } catch (error) {
      next(error);
    }
  };
}

// CR, LF, and the two Unicode line separators, percent-encoded (a raw one ends the request line).
const ENCODED_LINE_BREAK = /%0[ad]|%e2%80%a[89]/i;

/**
 * The page's absolute URL, for the renderer (canonical and shared links use PUBLIC_URL, never
 * this). The path is the request's own; Host and X-Forwarded-Proto come from the client and are
 * applied through URL setters, which ignore what makes no host, so no header can change the
 * path or add credentials (which a Request refuses).
 */
function requestUrl(req: ExpressRequest): URL {
  const path = req.originalUrl.startsWith("/") ? req.originalUrl : `/${req.originalUrl}`;
  const url = new URL(`http://localhost${path}`);
  const host = req.get("host");
  if (host) url.host = host;
  if (req.protocol === "https") url.protocol = "https:";
  return url;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  // A visitor who leaves mid-render stops the loaders' work.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = requestUrl(req);
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A form already read (and size-checked) by pageForms; otherwise the raw stream.
    if (typeof req.body === "string") init.body = req.body;
    else {
      init.body = Readable.toWeb(req) as unknown as ReadableStream;
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}
