import { collapseWholeFiles, findingCounts, findingsTable } from "#core/verifyFindings";
import { verifyOffline } from "#core/verifyRecords";
import { applyStanding, STANDING_FILE } from "#core/verifyStanding";
import { TEMPLATE_JACCARD } from "#core/verifyTemplates";
import type { WaterDataClient } from "#server/sources/waterData";
import { dataFilePaths, readDataFile, readStanding } from "./dataFiles";
import { verifyGaugesOnline } from "./gaugesOnline";
import { verifyEnvironment } from "./verifyEnvironment";

// `npm run data -- verify` (decision 053): the offline checks over every data file, or one
// state's, then with --online the gauges asked of USGS. The report is the table of problems
// and a summary; the exit code is 1 when there is a problem, else 0.

export type VerifyOptions = {
  dir: string;
  /** A state's slug: only its file. */
  state?: string;
  /** The USGS client for the online part; null when the source is switched off. */
  online?: { client: WaterDataClient | null };
  now: number;
};

export type VerifyRun = { exitCode: 0 | 1; report: string; problems: number };

/**
 * No place on Earth has reached a later date than UTC+14: a lastChecked written today anywhere
 * is never "after today".
 */
const latestDateOnEarth = (now: number) => new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export async function runVerify(options: VerifyOptions): Promise<VerifyRun> {
  const files = await Promise.all((await dataFilePaths(options.dir, options.state)).map(readDataFile));
  const env = await verifyEnvironment(latestDateOnEarth(options.now));
  const offline = await verifyOffline(files, env);
  const findings = [...offline.findings];
  const notes: string[] = [];

  const { templates } = offline;
  const highest = templates.highest;
  const nameOf = (id: number) => offline.records[id]?.label ?? `#${id}`;
  notes.push(
    `Templates: ${templates.shingleCount} four-word shingles, ${percent(templates.repeatedShare)} of them in two descriptions or more; ` +
      (highest
        ? `the most alike pair scores ${highest.jaccard.toFixed(2)} ("${nameOf(highest.a)}", "${nameOf(highest.b)}")`
        : "no two descriptions share a shingle") +
      `; pairs from ${TEMPLATE_JACCARD.toFixed(2)} are problems.`,
  );

  if (options.online) {
    const { client } = options.online;
    const gauges = offline.records.filter((r) => r.record.usgsSite).length;
    if (!client) notes.push("Gauges online: skipped, WATER_DATA_URL is off. The offline result stands.");
    else {
      const result = await verifyGaugesOnline(offline.records, client, options.now);
      if (result.skipped !== null)
        notes.push(`Gauges online: skipped, ${result.skipped}. The offline result stands.`);
      else {
        findings.push(...result.findings);
        notes.push(
          `Gauges online: ${result.checked} gauges of ${gauges} records asked of USGS.` +
            (result.unchecked.length > 0
              ? ` Not answered, so not checked: ${result.unchecked.join(", ")}.`
              : ""),
        );
      }
    }
  }

  const { problems, standing } = applyStanding(
    findings,
    await readStanding(options.dir),
    files.map((f) => f.file),
  );
  const order = new Map(offline.records.map((r, i) => [`${r.file}\u0000${r.label}`, i]));
  const byRecord = (a: { file: string; name: string }, b: { file: string; name: string }) =>
    a.file.localeCompare(b.file) ||
    (order.get(`${a.file}\u0000${a.name}`) ?? -1) - (order.get(`${b.file}\u0000${b.name}`) ?? -1);
  problems.sort(byRecord);
  standing.sort(byRecord);
  const counts = new Map(files.map((f) => [f.file, f.records.length]));
  const recordCount = files.reduce((sum, f) => sum + f.records.length, 0);
  const lines = [`Checked ${recordCount} records in ${files.map((f) => f.file).join(", ")}.`];
  if (problems.length > 0) lines.push("", findingsTable(collapseWholeFiles(problems, counts)));
  if (standing.length > 0)
    lines.push(
      "",
      `Standing, with their reasons (${STANDING_FILE}):`,
      ...standing.map(
        (f) =>
          `- ${f.file} ${f.name} (${f.check}): ${f.message}${/[.?!]$/.test(f.message) ? "" : "."} ${f.reason}`,
      ),
    );
  lines.push("", ...notes, "");
  lines.push(
    problems.length === 0
      ? `No problems${standing.length > 0 ? ` (${standing.length} standing)` : ""}.`
      : `${problems.length} problem${problems.length === 1 ? "" : "s"}: ${findingCounts(problems)}.`,
  );
  return { exitCode: problems.length > 0 ? 1 : 0, report: lines.join("\n"), problems: problems.length };
}
