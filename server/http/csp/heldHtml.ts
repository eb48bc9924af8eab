import type { Response } from "express";
import { holdAnswer } from "../heldAnswer";

const HTML_TYPE = /^\s*text\/html\b/i;

/**
 * Holds an HTML answer whole and passes it through `rewrite` before it goes on (its headers
 * may still change then); any other answer goes out untouched. Decided when the answer's head
 * is first written, so its Content-Type is known. Our pages are buffered whole anyway when the
 * response cache keeps them; the others (alert links, errors) are small.
 */
export function rewriteHtmlAnswer(res: Response, rewrite: (html: string) => string): void {
  holdAnswer(res, {
    hold: () => HTML_TYPE.test(String(res.getHeader("content-type") ?? "")),
    onEnd(held, callback) {
      // A HEAD answer has no body to rewrite; its headers say what a GET would get.
      const body = held.length === 0 ? held : Buffer.from(rewrite(held.toString("utf8")), "utf8");
      if (held.length > 0) res.setHeader("Content-Length", body.length);
      res.end(body, callback);
    },
  });
}
