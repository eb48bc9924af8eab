import express, { type RequestHandler } from "express";

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Pages are read (GET, HEAD) or sent plain form posts (the location page's forms without
 * JavaScript): a URL-encoded body, read here up to the body limit so a page can never be fed an
 * endless stream; any other method or body is refused with a JSON message before a route.
 */
export function pageForms(options: { limit: string }): RequestHandler[] {
  const readForm = express.text({ type: FORM_TYPE, limit: options.limit });
  return [
    (req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD") return next();
      // Other methods have nothing to do here (and TRACE cannot even be handed to the renderer).
      if (req.method !== "POST") {
        res
          .status(405)
          .set("Allow", "GET, HEAD, POST")
          .json({ message: `Pages do not accept ${req.method}` });
        return;
      }
      if (!req.is(FORM_TYPE)) {
        res.status(415).json({ message: `Pages accept form posts (${FORM_TYPE}) only` });
        return;
      }
      readForm(req, res, next);
    },
  ];
}
