import express, { type RequestHandler } from "express";

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Pages accept plain form posts only (the location page's forms without JavaScript): a
 * URL-encoded body, read here up to the body limit so a page can never be fed an endless
 * stream; anything else is refused with a JSON message before it reaches a route.
 */
export function pageForms(options: { limit: string }): RequestHandler[] {
  const readForm = express.text({ type: FORM_TYPE, limit: options.limit });
  return [
    (req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD") return next();
      if (!req.is(FORM_TYPE)) {
        res.status(415).json({ message: `Pages accept form posts (${FORM_TYPE}) only` });
        return;
      }
      readForm(req, res, next);
    },
  ];
}
