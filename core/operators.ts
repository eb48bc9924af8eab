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

/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return value === "" ? undefined : value;
  }
  return undefined;
}

/**
 * HttpOnly (no script reads it), SameSite=Lax (another site's form post does not carry it),
 * Secure when the site (`publicUrl`) is served over https, for the whole site: the API and the
 * pages. It lives as long as the session it names.
 */
export function sessionCookie(
  session: { sessionId: string; expiresAt: Date },
  publicUrl: string,
  now = Date.now(),
): string {
  const maxAgeSeconds = Math.max(0, Math.floor((session.expiresAt.getTime() - now) / 1000));
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (publicUrl.startsWith("https:")) attributes.push("Secure");
  return [`${OPERATOR_COOKIE}=${session.sessionId}`, ...attributes].join("; ");
}

/** The cookie of a session that ended: empty, and gone at once. */
export function clearedOperatorCookie(publicUrl: string): string {
  return sessionCookie({ sessionId: "", expiresAt: new Date(0) }, publicUrl);
}
