// BENCH_LOAD_COMPARE=<commit>: the load rows on that commit's build and on this one in one run.
// Both servers run at once, each on a fresh database of the curated dataset; the rows alternate
// (the commit's row, then this build's, then the next row), each followed by its own ceiling, so
// that the machine's other work weighs on both builds alike. Separate runs cannot be compared
// here: on a busy two-core machine the ceiling itself moves by a third between runs.
import { type BenchDatabase, withBenchServer } from "./appServer";
import { startCeilingProcess } from "./ceiling";
import type { CommitBuild } from "./compareBuild";
import { comparisonTable } from "./compareTable";
import { IDLE_SECONDS, type LoadRun, startLoadRun } from "./load";
import type { BenchTable } from "./table";

export type LoadComparison = { before: LoadRun; now: LoadRun; table: BenchTable };

/** The load rows of `label`'s dataset on both builds, row by row in turn. */
export async function compareLoadRows(options: {
  /** The heading of this build's table, e.g. "Load: curated dataset (167 locations) on PGlite". */
  label: string;
  database: BenchDatabase;
  build: CommitBuild;
}): Promise<LoadComparison> {
  const { label, database, build } = options;
  return withBenchServer(
    database,
    (earlier) =>
      withBenchServer(database, async (current) => {
        // Both idle at once: the idle memory costs one wait, not two.
        const [before, now] = await Promise.all([
          startLoadRun(earlier, {
            label: `${label}, build of ${build.commit}`,
            database,
            idleSeconds: IDLE_SECONDS,
          }),
          startLoadRun(current, { label, database, idleSeconds: IDLE_SECONDS }),
        ]);
        const ceiling = await startCeilingProcess();
        try {
          for (const [i, row] of now.rows.entries()) {
            const earlierRow = before.rows[i];
            if (earlierRow?.name !== row.name) throw new Error(`the builds' rows differ at ${row.name}`);
            await before.measure(earlierRow, ceiling);
            await now.measure(row, ceiling);
          }
        } finally {
          await ceiling.stop();
        }
        const runs = { before: await before.finish(), now: await now.finish() };
        const table = comparisonTable({
          label: label.replace(/^Load:/, "Load compared:"),
          commit: build.commit,
          subject: build.subject,
          ...runs,
        });
        return { ...runs, table };
      }),
    build.root,
  );
}
