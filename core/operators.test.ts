import { describe, expect, it } from "vitest";
import { cookieHeader } from "./cookies";
import { OPERATOR_COOKIE, operatorCookieAttributes } from "./operators";

// The session cookie's attributes (docs/product.md "Operator sign-in"), written by the cookie package.

const attributesOf = (header: string) => header.split("; ").slice(1).sort();

describe("the operator's session cookie", () => {
  const value = "abc_123-XYZ";

  it("is HttpOnly and SameSite=Lax for the whole site, as long as the session", () => {
    const header = cookieHeader(
      OPERATOR_COOKIE,
      value,
      operatorCookieAttributes("http://localhost:3000", 43200),
    );
    expect(header).toBe("fs_operator=abc_123-XYZ; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax");
    // The attributes, each byte for byte, that the site has always sent.
    expect(attributesOf(header)).toEqual(["HttpOnly", "Max-Age=43200", "Path=/", "SameSite=Lax"]);
  });

  it("is Secure only when the site is served over https", () => {
    expect(
      cookieHeader(OPERATOR_COOKIE, value, operatorCookieAttributes("https://fishspots.example", 43200)),
    ).toBe("fs_operator=abc_123-XYZ; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(
      cookieHeader(OPERATOR_COOKIE, value, operatorCookieAttributes("http://fishspots.example", 43200)),
    ).not.toMatch(/Secure/);
  });

  it("is empty and gone at once when the session ends, never a negative or fractional age", () => {
    expect(
      cookieHeader(OPERATOR_COOKIE, "", operatorCookieAttributes("https://fishspots.example", -1e9)),
    ).toBe("fs_operator=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(operatorCookieAttributes("https://x.example", 43199.9).maxAge).toBe(43199);
  });
});
