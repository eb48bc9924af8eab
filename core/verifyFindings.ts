// What `npm run data -- verify` reports (decision 053): one finding a problem, and the table
// an operator reads.

export const VERIFY_CHECKS = [
  "fields",
  "place",
  "clock",
  "tides",
  "duplicates",
  "templates",
  "gauges",
] as const;
export type VerifyCheck = (typeof VERIFY_CHECKS)[number];

/** One problem of one record (or of a pair, named by its first record). */
export type Finding = { file: string; name: string; check: VerifyCheck; message: string };

/**
 * A problem that every record of a file shares (a field no record carries yet) is one row naming
 * the whole file, not hundreds of identical rows that would bury the others.
 */
export function collapseWholeFiles(
  findings: Finding[],
  recordCounts: ReadonlyMap<string, number>,
): Finding[] {
  const names = new Map<string, Set<string>>();
  const keyOf = (f: Finding) => `${f.file}\u0000${f.check}\u0000${f.message}`;
  for (const f of findings) {
    const key = keyOf(f);
    const set = names.get(key) ?? new Set<string>();
    set.add(f.name);
    names.set(key, set);
  }
  const emitted = new Set<string>();
  const rows: Finding[] = [];
  for (const f of findings) {
    const key = keyOf(f);
    const count = recordCounts.get(f.file) ?? 0;
    const whole = count > 1 && names.get(key)?.size === count;
    if (!whole) rows.push(f);
    else if (!emitted.has(key)) {
      emitted.add(key);
      rows.push({ ...f, name: `(all ${count} records)` });
    }
  }
  return rows;
}

const HEADINGS = ["File", "Record", "Check", "Problem"] as const;

/** The findings as a plain-text table, one row each, columns padded to their widest cell. */
export function findingsTable(findings: Finding[]): string {
  const rows = findings.map((f) => [f.file, f.name, f.check, f.message]);
  const widths = [0, 1, 2].map((i) =>
    Math.max(HEADINGS[i]?.length ?? 0, ...rows.map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell))
      .join("  ")
      .trimEnd();
  return [line(HEADINGS), line(widths.map((w) => "-".repeat(w)).concat("-------")), ...rows.map(line)].join(
    "\n",
  );
}

/** How many findings each check has, in the checks' order: "fields 12, place 2". */
export function findingCounts(findings: Finding[]): string {
  return VERIFY_CHECKS.map((check) => [check, findings.filter((f) => f.check === check).length] as const)
    .filter(([, count]) => count > 0)
    .map(([check, count]) => `${check} ${count}`)
    .join(", ");
}
