import { describe, expect, it } from "vitest";
import { byteSize } from "./bodyLimit";

describe("byteSize", () => {
  it.each([
    ["100kb", 102_400],
    ["1mb", 1_048_576],
    ["1.5KB", 1536],
    ["512", 512],
    [" 10 kb ", 10_240],
  ])("reads %s as %d bytes", (limit, bytes) => {
    expect(byteSize(limit)).toBe(bytes);
  });

  it("refuses what is not a size", () => {
    expect(() => byteSize("a lot")).toThrow(/Not a size/);
  });
});
