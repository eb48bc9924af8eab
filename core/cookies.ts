import { parse, serialize } from "cookie";

// Every cookie the site reads or writes goes through the `cookie` package, here: the operator's
// session (server/services/console/sessions.ts) and the selected state (core/states.ts).

/**
 * One cookie's value from a Cookie header, decoded; undefined when it is missing or empty. A
 * malformed header gives no value, never an error: it comes from the visitor.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let value: string | undefined;
  try {
    value = parse(header)[name];
  } catch {
    return undefined;
  }
  return value === "" ? undefined : value;
}

export type CookieAttributes = {
  path: string;
  maxAge: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite: "lax";
};

/** A `Set-Cookie` header value (or a `document.cookie` assignment): the value URL-encoded. */
export function cookieHeader(name: string, value: string, attributes: CookieAttributes): string {
  return serialize(name, value, attributes);
}
