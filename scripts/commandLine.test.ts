import { describe, expect, it } from "vitest";
import { parseCommandLine } from "./commandLine";

const approve = {
  options: { region: { type: "string" }, lat: { type: "string" }, lon: { type: "string" } },
  allowPositionals: true,
} as const;

describe("parseCommandLine", () => {
  it("reads flags with their values and the positional arguments around them", () => {
    expect(parseCommandLine(["approve", "--region", "North Coast", "12", "--lat=45.5"], approve)).toEqual({
      ok: true,
      values: { region: "North Coast", lat: "45.5" },
      positionals: ["approve", "12"],
    });
  });

  it("takes a negative number after a flag as its value (every Oregon longitude is one)", () => {
    const read = parseCommandLine(["approve", "3", "--lat", "-0.5", "--lon", "-122.9"], approve);
    expect(read).toMatchObject({ ok: true, values: { lat: "-0.5", lon: "-122.9" } });
    expect(parseCommandLine(["--lon=-123"], approve)).toMatchObject({ ok: true, values: { lon: "-123" } });
    // After "--" everything is positional, as given.
    expect(parseCommandLine(["--", "--lon", "-1"], approve)).toMatchObject({
      ok: true,
      values: {},
      positionals: ["--lon", "-1"],
    });
  });

  it.each<[string, string[], string]>([
    ["an unknown flag", ["approve", "3", "--regoin", "Coast"], "Unknown option '--regoin'"],
    ["an unknown short flag", ["-x"], "Unknown option '-x'"],
    ["a flag without its value", ["approve", "3", "--lat"], "Option '--lat <value>' argument missing"],
    [
      "another flag where a value should be",
      ["--region", "--lat", "45"],
      "Option '--region' argument is ambiguous.",
    ],
  ])("says what is wrong with %s, in one line", (_case, args, problem) => {
    expect(parseCommandLine(args, approve)).toEqual({ ok: false, problem });
  });

  it("refuses positional arguments where a command takes none", () => {
    expect(parseCommandLine(["load"], { options: {} })).toEqual({
      ok: false,
      problem: "Unexpected argument 'load'. This command does not take positional arguments",
    });
    expect(parseCommandLine([], { options: {} })).toEqual({ ok: true, values: {}, positionals: [] });
  });
});
