import { describe, expect, it } from "vitest";
import { clearedOperatorCookie, OPERATOR_COOKIE, readCookie, sessionCookie } from "./operators";

describe("the operator's session cookie", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  const session = { sessionId: "abc_123-XYZ", expiresAt: new Date(now + 12 * 3600 * 1000) };

  it("is HttpOnly and SameSite=Lax for the whole site, as long as the session", () => {
    expect(sessionCookie(session, "http://localhost:3000", now)).toBe(
      "fs_operator=abc_123-XYZ; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200",
    );
  });

  it("is Secure only when the site is served over https", () => {
    expect(sessionCookie(session, "https://fishspots.example", now)).toMatch(/; Secure$/);
    expect(clearedOperatorCookie("https://fishspots.example")).toBe(
      "fs_operator=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    );
  });

  it("is read back from a Cookie header among others, and missing or empty is none", () => {
    expect(readCookie(`selectedState=Oregon; ${OPERATOR_COOKIE}=abc; theme=dark`, OPERATOR_COOKIE)).toBe(
      "abc",
    );
    expect(readCookie("x_fs_operator=abc", OPERATOR_COOKIE)).toBeUndefined();
    expect(readCookie(`${OPERATOR_COOKIE}=`, OPERATOR_COOKIE)).toBeUndefined();
    expect(readCookie(undefined, OPERATOR_COOKIE)).toBeUndefined();
  });
});
