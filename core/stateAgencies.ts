import * as z from "zod";
import agencies from "../data/state-agencies.json" with { type: "json" };
import { parseContent } from "./content";
import { stateSlug } from "./stateSlugs";
import { US_STATES, type UsState } from "./states";

export { stateFromSlug, stateParam, stateSlug } from "./stateSlugs";

// Each state's fish and wildlife agency and its main public pages for anglers: the content of
// data/state-agencies.json, where each address was confirmed: docs/data/state-agencies.md.

const https = z.url({ protocol: /^https$/, error: "must be an https address" });

/** The schema of data/state-agencies.json: one entry per state, in the order of US_STATES. */
export const stateAgenciesFileSchema = z
  .array(
    z.strictObject({
      state: z.enum(US_STATES, { error: "must be one of the 50 states, spelled as US_STATES spells it" }),
      /** Two-letter postal abbreviation: "NY". */
      abbreviation: z.string().regex(/^[A-Z]{2}$/, "must be two capital letters"),
      /** Full agency name. */
      agency: z.string().trim().min(1),
      /** Common short name or acronym. */
      agencyShort: z.string().trim().min(1),
      /** The agency's fishing licence page. */
      licenseUrl: https,
      /** The agency's current fishing regulations page. */
      regulationsUrl: https,
      /** The agency's fishing report page, only where one exists. */
      reportUrl: https.optional(),
      /** The agency's conservation / habitat / wildlife page (or its home page). */
      conservationUrl: https,
      /** The agency's ice-safety page, for a state whose anglers fish through the ice. */
      iceSafetyUrl: https.optional(),
    }),
  )
  .superRefine((entries, ctx) => {
    const states = entries.map((entry) => entry.state);
    US_STATES.forEach((state, index) => {
      if (states[index] !== state)
        ctx.addIssue({
          code: "custom",
          path: [index, "state"],
          message: `must be ${state} (the order of US_STATES)`,
        });
    });
  });

/** One US state's fish and wildlife agency and its main public pages for anglers. */
export type StateAgency = z.output<typeof stateAgenciesFileSchema>[number] & {
  state: UsState;
  /** Lowercase, hyphen-separated state name: "new-york". */
  slug: string;
};

export const STATE_AGENCIES_FILE = "data/state-agencies.json";

export const STATE_AGENCIES: readonly StateAgency[] = parseContent(
  STATE_AGENCIES_FILE,
  agencies,
  stateAgenciesFileSchema,
).map((entry) => ({ ...entry, slug: stateSlug(entry.state) }));

const BY_STATE = new Map<string, StateAgency>(STATE_AGENCIES.map((entry) => [entry.state, entry]));

/** The agency entry for a state (every UsState has one). */
export function stateAgency(state: UsState): StateAgency {
  const entry = BY_STATE.get(state);
  if (!entry) throw new Error(`No agency entry for state: ${state}`);
  return entry;
}
