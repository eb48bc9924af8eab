import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { rewriteHtmlAnswer } from "./heldHtml";
import { ownScripts } from "./ownScripts";
import { contentSecurityPolicy } from "./policy";

const HEADER = "Content-Security-Policy";

/** The nonce a render marks its own inline scripts with; it never reaches the browser. */
export function renderNonceOf(res: Response): string | undefined {
  const nonce = res.locals.renderNonce;
  return typeof nonce === "string" ? nonce : undefined;
}

/**
 * The Content-Security-Policy of every answer (decision 026). Mounted inside the response
 * cache, so that a kept page is kept with the policy made from its own bytes: an HTML answer
 * is held whole, the inline scripts its render marked are hashed into `script-src`, and the
 * mark is removed. Any other answer may run no script.
 */
export function contentSecurity(options: { tileUrl: string; development: boolean }): RequestHandler {
  const policyFor = contentSecurityPolicy(options);
  const noScripts = policyFor([]);
  return (_req, res, next) => {
    res.setHeader(HEADER, noScripts);
    if (options.development) return next();
    const nonce = randomBytes(16).toString("base64");
    res.locals.renderNonce = nonce;
    rewriteHtmlAnswer(res, (html) => {
      const own = ownScripts(html, nonce);
      res.setHeader(HEADER, policyFor(own.hashes));
      return own.html;
    });
    next();
  };
}
