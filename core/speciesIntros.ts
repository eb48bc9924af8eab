import * as z from "zod";
import intros from "../data/species-intros.json" with { type: "json" };
import { parseContent } from "./content";
import { FISH_TYPE_VALUES, isFishTypeValue } from "./fishTypeList";
import { displayName } from "./fishTypes";

// The opening paragraphs of each species page (/fish/{slug}): data/species-intros.json, one entry
// per value of data/species.json. Read by the page's loader: the browser carries none of them.

const sentence = z
  .string()
  .trim()
  .min(1)
  .max(260, "must be at most 260 characters")
  .regex(/\.$/, "must end with a full stop");

/** A species page's opening: three short plain paragraphs, in our own words. */
const introSchema = z.strictObject({
  /** What the fish is (one or two sentences). */
  about: sentence,
  /** The kinds of water it lives in (one or two sentences). */
  waters: sentence,
  /** How anglers usually fish for it (one or two sentences). */
  methods: sentence,
});
export type SpeciesIntro = z.output<typeof introSchema>;

/** The schema of data/species-intros.json: an opening for each fish type value, and no other. */
export const speciesIntrosFileSchema = z.record(z.string(), introSchema).superRefine((file, ctx) => {
  for (const value of Object.keys(file))
    if (!isFishTypeValue(value))
      ctx.addIssue({ code: "custom", path: [value], message: "is no fish type of data/species.json" });
  for (const value of FISH_TYPE_VALUES)
    if (!Object.hasOwn(file, value))
      ctx.addIssue({ code: "custom", path: [value], message: "is missing: every fish type has an opening" });
});

export const SPECIES_INTROS_FILE = "data/species-intros.json";

export const SPECIES_INTROS: Readonly<Record<string, SpeciesIntro>> = parseContent(
  SPECIES_INTROS_FILE,
  intros,
  speciesIntrosFileSchema,
);

/** The opening for a value (a new server value outside the list still gets a page). */
export function speciesIntro(value: string, name: string): SpeciesIntro {
  const known = Object.hasOwn(SPECIES_INTROS, value) ? SPECIES_INTROS[value] : undefined;
  if (known) return known;
  // Without a real description, say only what the directory knows: the spots list it.
  const label = name.trim() || displayName(value);
  return {
    about: `${label} is listed at Oregon fishing spots in our directory.`,
    waters: "The spots below say where; each spot's page has its seasons and access.",
    methods: "Check each spot's page and the current ODFW regulations before you go.",
  };
}
