import * as z from "zod";
import { stateSlug } from "./stateSlugs";
import { US_STATES } from "./states";

// A state's profile (data/state-profiles/{slug}.json, docs/product.md "State profiles"): what the
// site says of the state's waters and how its pages are laid out: its coasts, its regions, the
// stations of "Today on the water" and how its coast's tide runs. One file per state, each read
// through this schema; the file's name is the state's slug.

const paragraph = z
  .string()
  .trim()
  .min(20, "must be a sentence or more")
  .max(900, "must be at most 900 characters");

export const COASTS = ["pacific", "atlantic", "gulf"] as const;
export type Coast = (typeof COASTS)[number];

/** The schema of one data/state-profiles/{slug}.json. */
export const stateProfileSchema = z
  .strictObject({
    state: z.enum(US_STATES, { error: "must be one of the 50 states, spelled as US_STATES spells it" }),
    /** The sea coasts it has: none for a state without a coast. */
    coasts: z.array(z.enum(COASTS)),
    /** One of the eight states on the Great Lakes. */
    greatLakes: z.boolean(),
    /** The home hero's line: one sentence, our own words, about the state's waters. */
    hero: z.string().trim().min(20, "must be a sentence").max(300, "must be at most 300 characters"),
    /** The IANA zones its spots may keep, the state's main zone first. */
    timeZones: z
      .array(z.string().regex(/^[A-Z][A-Za-z_]+(\/[A-Za-z_-]+)+$/, "must be an IANA zone name"))
      .min(1),
    /** The state's fishing regions, named as its anglers name them, each with a short text. */
    regions: z.array(z.strictObject({ name: z.string().trim().min(2).max(60), description: paragraph })),
    /** NOAA station ids of "Today on the water", north to south: coastal states only. */
    coastStations: z.array(z.string().regex(/^\d{7}$/, "must be a seven-digit NOAA station id")),
    /** How the state's coast's tide runs, for /tide-info: coastal states only. */
    tideGuide: paragraph.nullable(),
    /** A state whose spots we hold: a box a little larger than the state (the zone check does the rest). */
    bounds: z
      .strictObject({ south: z.number(), north: z.number(), west: z.number(), east: z.number() })
      .optional(),
    /** Each record names where its coordinates come from (docs/product.md "Location record"). */
    coordinatesSourceRequired: z.boolean().optional(),
  })
  .superRefine((profile, ctx) => {
    const coastal = profile.coasts.length > 0;
    if (!coastal && profile.coastStations.length > 0)
      ctx.addIssue({
        code: "custom",
        path: ["coastStations"],
        message: "must be empty for a state without a coast",
      });
    if (!coastal && profile.tideGuide !== null)
      ctx.addIssue({
        code: "custom",
        path: ["tideGuide"],
        message: "must be null for a state without a coast",
      });
    if (coastal && profile.tideGuide === null)
      ctx.addIssue({ code: "custom", path: ["tideGuide"], message: "must explain the coast's tide" });
    const names = profile.regions.map((region) => region.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        ctx.addIssue({
          code: "custom",
          path: ["regions", index, "name"],
          message: `"${name}" is named twice`,
        });
    });
  });

export type StateProfile = z.output<typeof stateProfileSchema>;

/** The file a state's profile lives in, from the repository's root. */
export function stateProfileFile(state: string): string {
  return `data/state-profiles/${stateSlug(state)}.json`;
}

/**
 * Whether the file's name is its state's slug: a profile at the wrong address would be read for
 * no state, or for the wrong one.
 */
export function profileFileProblem(fileName: string, profile: StateProfile): string | null {
  const expected = `${stateSlug(profile.state)}.json`;
  return fileName === expected ? null : `the file of ${profile.state} must be named ${expected}`;
}

/** What a state's home and /tide-info lead with: a coast's tides, or its rivers and lakes. */
export function hasSeaCoast(profile: Pick<StateProfile, "coasts">): boolean {
  return profile.coasts.length > 0;
}
