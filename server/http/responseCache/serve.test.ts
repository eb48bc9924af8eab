import { describe, expect, it } from "vitest";
import { holdsCurrentCopy, preferredEncoding } from "./serve";

describe("preferredEncoding (Accept-Encoding, RFC 9110 12.5.3)", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=1", "br"],
    ["gzip;q=0", "identity"],
    ["deflate", "identity"],
    ["*", "gzip"],
    ["*, gzip;q=0", "identity"],
    ["identity", "identity"],
  ])("%j → %s", (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe("holdsCurrentCopy (If-None-Match, RFC 9110 13.1.2)", () => {
  const etags = new Set(['"abc"', '"abc-gz"']);
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc-gz"', true],
    ['"old", "abc"', true],
    ['"old"', false],
    ["*", true],
    ["abc", false],
  ])("%j → %s", (header, holds) => {
    expect(holdsCurrentCopy(header, etags)).toBe(holds);
  });
});
