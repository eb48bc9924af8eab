import { describe, expect, it } from "vitest";
import { ResponseError } from "./api";
import { isOfflineFailure } from "./offline";

describe("isOfflineFailure", () => {
  it.each([
    ["Chromium's fetch without a network", new TypeError("Failed to fetch")],
    ["Firefox's", new TypeError("NetworkError when attempting to fetch resource.")],
    ["Safari's", new TypeError("Load failed")],
    [
      "a route's code that could not load",
      new TypeError("Failed to fetch dynamically imported module: /x.js"),
    ],
  ])("is true for %s, even while the browser believes it is online", (_what, error) => {
    expect(isOfflineFailure(error, true)).toBe(true);
  });

  it("is true for any failure while the browser knows it is offline", () => {
    expect(isOfflineFailure(new Error("boom"), false)).toBe(true);
    expect(isOfflineFailure(new TypeError("Failed to fetch"), false)).toBe(true);
  });

  it("is false for an answer from the server, online or not", () => {
    expect(isOfflineFailure(new ResponseError(500, "500: Internal server error"), true)).toBe(false);
    expect(isOfflineFailure(new ResponseError(503, "503: Service Unavailable"), false)).toBe(false);
  });

  it("is false for a fault in our own code while online", () => {
    expect(isOfflineFailure(new TypeError("Cannot read properties of undefined (reading 'id')"), true)).toBe(
      false,
    );
    expect(isOfflineFailure(new Error("Failed to fetch"), true)).toBe(false);
  });

  it("is false without an error", () => {
    expect(isOfflineFailure(null, false)).toBe(false);
    expect(isOfflineFailure(undefined, false)).toBe(false);
  });
});
