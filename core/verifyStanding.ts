import * as z from "zod";
import { type Finding, VERIFY_CHECKS } from "./verifyFindings";

// What `npm run data -- verify` lets stand (decision 053, "Problems that stand"): a problem the
// team has looked into and cannot yet fix truthfully (no public source places a pier, say), named
// with its reason in data/verify-standing.json. It is printed, not counted; an entry that no
// longer matches a problem is itself a problem, so the list only ever shrinks to what is true.

export const STANDING_FILE = "data/verify-standing.json";

export const standingFileSchema = z.array(
  z.strictObject({
    /** The data file's name, e.g. "washington.json". */
    file: z.string().regex(/^[a-z-]+\.json$/, "must be a data file's name, e.g. washington.json"),
    /** The record's name, as the data file spells it. */
    name: z.string().trim().min(2),
    check: z.enum(VERIFY_CHECKS),
    /** Why it stands: what was looked for, and why it cannot be fixed now. */
    reason: z.string().trim().min(40, "must say what was looked for and why it stands"),
  }),
);
export type StandingEntry = z.output<typeof standingFileSchema>[number];

const baseName = (file: string) => file.split(/[\\/]/).pop() ?? file;

export type StandingResult = {
  /** The problems that count. */
  problems: Finding[];
  /** The problems that stand, each with its entry's reason. */
  standing: (Finding & { reason: string })[];
};

/**
 * Splits the findings into those that count and those that stand. An entry of a checked file
 * that matches no finding is a problem of its own: the record was fixed, or renamed.
 */
export function applyStanding(
  findings: readonly Finding[],
  entries: readonly StandingEntry[],
  checkedFiles: readonly string[],
): StandingResult {
  const checked = new Set(checkedFiles.map(baseName));
  const used = new Set<StandingEntry>();
  const problems: Finding[] = [];
  const standing: StandingResult["standing"] = [];
  for (const finding of findings) {
    const entry = entries.find(
      (e) => e.file === baseName(finding.file) && e.name === finding.name && e.check === finding.check,
    );
    if (entry) {
      used.add(entry);
      standing.push({ ...finding, reason: entry.reason });
    } else problems.push(finding);
  }
  for (const entry of entries) {
    if (used.has(entry) || !checked.has(entry.file)) continue;
    problems.push({
      file: STANDING_FILE,
      name: entry.name,
      check: entry.check,
      message: `stands in ${entry.file} but no such problem is found: remove the entry`,
    });
  }
  return { problems, standing };
}
