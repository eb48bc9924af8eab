import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

function originOf(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, "a"));
    return `${url.protocol}//${url.host.replace(/^a\./, "*.")}`;
  } catch {
    return null;
  }
}

/**
 * Security headers on every answer. Scripts run only from our origin or with this
 * request's nonce (the server render's inline hydration data carries it).
 */
export function securityHeaders(options: { tileUrl: string; development: boolean }): RequestHandler {
  const tileOrigin = originOf(options.tileUrl);
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const scriptSrc = options.development
      ? "'self' 'unsafe-inline' 'unsafe-eval'"
      : `'self' 'nonce-${nonce}'`;
    const csp = [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ""}`,
      `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ].join("; ");
    res.set({
      "Content-Security-Policy": csp,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": "camera=(self), geolocation=(self), microphone=()",
    });
    next();
  };
}
