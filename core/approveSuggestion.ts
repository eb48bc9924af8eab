import * as z from "zod";
import { CURATED_STATE_NAMES, curatedState } from "./curatedStates";
import { locationRecordSchema } from "./schemas";

// Apart from ./schemas.ts, which the browser's forms read: this one names the curated states and
// their regions (their profiles), which only the console's answer needs.

/**
 * Approving a suggestion: what the console's Approve form asks for, since the visitor's form
 * collects neither a state, a region nor coordinates. The state is one the team curates (Oregon
 * unless chosen) and the region one of that state's ("Curated states"), as `npm run suggestions`
 * checks them; the coordinates are checked as any location record's.
 */
export const approveSuggestionInputSchema = z
  .object({
    state: z.enum(CURATED_STATE_NAMES, { error: "Please choose a state we curate" }).default("Oregon"),
    region: z.string({ error: "Please choose a region" }).trim().min(1, "Please choose a region"),
    latitude: locationRecordSchema.shape.latitude,
    longitude: locationRecordSchema.shape.longitude,
  })
  .superRefine((input, ctx) => {
    if (input.region && !curatedState(input.state)?.regions.includes(input.region))
      ctx.addIssue({ code: "custom", path: ["region"], message: `Please choose a region of ${input.state}` });
  });
