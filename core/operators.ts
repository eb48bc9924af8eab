import type { CookieAttributes } from "./cookies";

// Operator sign-in (docs/product.md "Operator sign-in"): the words and the session cookie, the
// same for the admin API and the console's pages (the request's schema is core/schemas.ts's).

export const SIGN_IN_LINK_MINUTES = 15;

/** The one answer to every sign-in request, listed address or not. */
export const SIGN_IN_ANSWER = `If that address belongs to an operator, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;

export const SIGN_IN_LINK_REFUSED = "This sign-in link has expired or was already used.";

export const OPERATOR_COOKIE = "fs_operator";
export const CSRF_HEADER = "X-CSRF-Token";
/** The console's forms carry the token in this field (the API reads the header instead). */
export const CSRF_FIELD = "csrf";

/**
 * The session cookie's attributes: HttpOnly (no script reads it), SameSite=Lax (another site's
 * form post does not carry it), Secure when the site (`publicUrl`) is served over https, for the
 * whole site (the API and the pages), and as long as the session it names (0: gone at once).
 */
export function operatorCookieAttributes(publicUrl: string, maxAgeSeconds: number): CookieAttributes {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
    secure: publicUrl.startsWith("https:"),
  };
}
