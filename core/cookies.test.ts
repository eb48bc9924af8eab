import { describe, expect, it } from "vitest";
import { cookieHeader, cookieValue } from "./cookies";

// Every cookie is read and written by the cookie package (core/cookies.ts): what a visitor's
// browser sends may be anything, and no header is an error.

describe("cookieValue", () => {
  it.each([
    ["selectedState=Oregon; fs_operator=abc; theme=dark", "abc", "among others"],
    ["fs_operator=abc", "abc", "alone"],
    ["  fs_operator = abc  ", "abc", "with spaces around"],
    ["x_fs_operator=abc", undefined, "only the exact name"],
    ["fs_operator=", undefined, "empty is none"],
    ["fs_operator=a%20b", "a b", "URL-decoded"],
    ["fs_operator=first; fs_operator=second", "first", "the first of two"],
    ['fs_operator="abc"', "abc", "quoted"],
  ])("%j gives %j (%s)", (header, expected, _why) => {
    expect(cookieValue(header, "fs_operator")).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [""],
    ["fs_operator"],
    ["=;;;=="],
    [";"],
    ["fs_operator=%E0%A4%A"],
    ["fs_operator=%"],
    ["\u0000fs_operator=\u0000"],
    ["a".repeat(10_000)],
  ])("a malformed header %j is no error", (header) => {
    expect(() => cookieValue(header, "fs_operator")).not.toThrow();
    const value = cookieValue(header, "fs_operator");
    expect(value === undefined || typeof value === "string").toBe(true);
  });
});

describe("cookieHeader", () => {
  it("URL-encodes the value and writes the attributes it is given", () => {
    expect(
      cookieHeader("selectedState", "New York", { path: "/", maxAge: 31_536_000, sameSite: "lax" }),
    ).toBe("selectedState=New%20York; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("refuses a name no browser would take", () => {
    expect(() => cookieHeader("bad name", "x", { path: "/", maxAge: 1, sameSite: "lax" })).toThrow();
  });
});
