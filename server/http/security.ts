import type { RequestHandler } from "express";

/**
 * The security headers that are the same on every answer. The Content-Security-Policy is made
 * per page from its own scripts (csp/middleware.ts).
 */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.set({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": "camera=(self), geolocation=(self), microphone=()",
    });
    next();
  };
}

/** HSTS: a year, subdomains too. Sent only by a site served over https (docs/product.md "Security headers"). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Once a browser has reached the site over https, it never asks over http again. Mounted first,
 * so that every answer carries it: health checks, the API, files, pages, and the answers the
 * response cache keeps (it keeps their headers as sent).
 */
export function strictTransportSecurity(publicUrl: string): RequestHandler {
  const https = publicUrl.startsWith("https:");
  return (_req, res, next) => {
    if (https) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    next();
  };
}
