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
