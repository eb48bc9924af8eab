import * as z from "zod";
import { fishTypeValue } from "./fishTypes";
import { WATER_KINDS } from "./waterKindNames";

// The schema of data/species.json (docs/architecture.md "Content"), apart from the list the
// browser reads (./fishTypeList.ts): start-up, the validator and the tests check the file with it.

export const speciesFileSchema = z
  .array(
    z.strictObject({
      /** The display name; the value locations carry is its snake_case ("Rainbow Trout" -> rainbow_trout). */
      name: z
        .string()
        .trim()
        .regex(/^[A-Z][A-Za-z'-]*( [A-Za-z'-]+)*$/, "must be words, the first capitalised"),
      /** The kinds of water it is fished on: which tips a spot's Fishing Tips tab shows for it. */
      fishedOn: z.array(z.enum(WATER_KINDS)).min(1, "must name at least one kind of water"),
    }),
  )
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const value = fishTypeValue(entry.name);
      if (seen.has(value))
        ctx.addIssue({ code: "custom", path: [index, "name"], message: `"${value}" is listed twice` });
      seen.add(value);
    });
  });
