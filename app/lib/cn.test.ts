import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names with single spaces", () => {
    expect(cn("flex", "gap-2", "p-4")).toBe("flex gap-2 p-4");
  });

  it("drops falsy values", () => {
    expect(cn("flex", false, null, undefined, 0, "", "p-4")).toBe("flex p-4");
  });

  it("reads arrays and objects as clsx does", () => {
    expect(cn(["a", ["b", false && "c"]], { d: true, e: false }, "f")).toBe("a b d f");
  });

  it("keeps every class, conflicting ones too: components resolve conflicts by props", () => {
    expect(cn("h-72", "h-96")).toBe("h-72 h-96");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
  });

  it("gives an empty string for nothing", () => {
    expect(cn()).toBe("");
    expect(cn(false, undefined)).toBe("");
  });
});
