// The tables of the scale section (scale.ts), shaped from its figures: one per database with
// every size side by side and each size's ratio to the first, the response cache on and off,
// then the datasets themselves.
import type { ScaleDatabase, ScaleDataset } from "./scaleDataset";
import { type BenchTable, count, ms, ratio } from "./table";

/** Target of the issue: every scale row under this p95 at 100,000 locations. */
export const TARGET_P95_MS = 50;
const TARGET_SIZE = 100_000;

/** One row's figures; "absent" when its endpoint answered 404 (not built yet). */
export type RowFigures = { p50: number; p95: number; p99?: number; bytes: number; errors: number } | "absent";

/** A row, and the p99 it must keep at 100,000 locations when it has one (the near query: 20 ms). */
export type ScaleRowSpec = { name: string; label: string; p99TargetMs?: number };

export type ScaleRun = {
  dataset: Pick<ScaleDataset, "database" | "locations" | "reviews" | "generateMs" | "loadMs">;
  /** By row name, with the server's response cache on (as in production). */
  cached: Record<string, RowFigures>;
  /** The same rows with RESPONSE_CACHE_MB=0; absent when not measured. */
  uncached?: Record<string, RowFigures>;
};

export const DATABASE_LABEL: Record<ScaleDatabase, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

type Figure = {
  label: string;
  pick: (run: ScaleRun) => Record<string, RowFigures> | undefined;
  value: "p50" | "p95" | "p99" | "bytes";
};

/** A row with a p99 target shows its p99 beside each p95. */
function figuresOfRow(figures: Figure[], row: ScaleRowSpec): Figure[] {
  if (row.p99TargetMs === undefined) return figures;
  return figures.flatMap((figure) =>
    figure.value === "p95"
      ? [figure, { ...figure, label: figure.label.replace("p95", "p99"), value: "p99" as const }]
      : [figure],
  );
}

function figuresOf(runs: ScaleRun[]): Figure[] {
  const figures: Figure[] = [
    { label: "p50 ms", pick: (run) => run.cached, value: "p50" },
    { label: "p95 ms", pick: (run) => run.cached, value: "p95" },
  ];
  if (runs.some((run) => run.uncached)) {
    figures.push(
      { label: "p50 ms, cache off", pick: (run) => run.uncached, value: "p50" },
      { label: "p95 ms, cache off", pick: (run) => run.uncached, value: "p95" },
    );
  }
  figures.push({ label: "answer bytes (median)", pick: (run) => run.cached, value: "bytes" });
  return figures;
}

function cell(figures: RowFigures | undefined, value: Figure["value"]): string {
  if (figures === undefined || figures === "absent") return "-";
  const figure = figures[value];
  if (figure === undefined) return "-";
  return value === "bytes" ? count(figure) : ms(figure);
}

function ratioCell(
  figures: RowFigures | undefined,
  base: RowFigures | undefined,
  value: Figure["value"],
): string {
  if (figures === undefined || figures === "absent" || base === undefined || base === "absent") return "-";
  const [figure, baseFigure] = [figures[value], base[value]];
  if (figure === undefined || baseFigure === undefined) return "-";
  return ratio(figure, baseFigure);
}

function notesOf(rows: ScaleRowSpec[], runs: ScaleRun[]): string[] {
  const notes: string[] = [];
  for (const row of rows) {
    for (const run of runs) {
      const size = count(run.dataset.locations);
      for (const [figures, how] of [
        [run.cached[row.name], ""],
        [run.uncached?.[row.name], " (cache off)"],
      ] as const) {
        if (figures === undefined || figures === "absent") continue;
        if (figures.errors > 0) notes.push(`${row.name} at ${size}${how}: ${figures.errors} errors`);
        if (figures.p95 >= TARGET_P95_MS && run.dataset.locations >= TARGET_SIZE)
          notes.push(`${row.name} at ${size}${how}: p95 ${ms(figures.p95)} ms misses the 50 ms target`);
        const p99Target = row.p99TargetMs;
        if (p99Target !== undefined && figures.p99 !== undefined && figures.p99 >= p99Target)
          if (run.dataset.locations >= TARGET_SIZE)
            notes.push(
              `${row.name} at ${size}${how}: p99 ${ms(figures.p99)} ms misses the ${p99Target} ms target`,
            );
      }
    }
    if (runs.every((run) => run.cached[row.name] === "absent"))
      notes.push(`${row.name}: its endpoint answered 404`);
  }
  return notes;
}

/** One database's rows at every size, each size beside the first as a ratio. */
export function scaleFiguresTable(
  database: ScaleDatabase,
  rows: ScaleRowSpec[],
  runs: ScaleRun[],
  requests: number,
): BenchTable {
  const base = runs[0];
  const baseSize = count(base?.dataset.locations ?? Number.NaN);
  const later = runs.slice(1);
  const figures = figuresOf(runs);
  const cacheOff = figures.some((figure) => figure.label.endsWith("cache off"));
  const tableRows: string[][] = [];
  for (const row of rows) {
    figuresOfRow(figures, row).forEach((figure, i) => {
      const baseFigures = base ? figure.pick(base)?.[row.name] : undefined;
      tableRows.push([
        i === 0 ? row.label : "",
        figure.label,
        ...runs.map((run) => cell(figure.pick(run)?.[row.name], figure.value)),
        ...later.map((run) => ratioCell(figure.pick(run)?.[row.name], baseFigures, figure.value)),
      ]);
    });
  }
  return {
    title: `Scale: ${DATABASE_LABEL[database]}, ${runs.map((run) => count(run.dataset.locations)).join(" → ")} locations`,
    intro:
      `Sequential requests to the production server (alert worker off), p50 and p95 of ${requests} each after ` +
      `one untimed pass; ratios to the ${baseSize}-location dataset in the same run. ` +
      (cacheOff
        ? "“Cache off”: the same requests to a server started with RESPONSE_CACHE_MB=0 on the same dataset, " +
          "so every answer is rendered and read from the database (the map's cluster index and the tide " +
          "cache stay: they belong to the services, not to the response cache). "
        : "") +
      `Target: p95 under ${TARGET_P95_MS} ms at ${count(TARGET_SIZE)}` +
      (rows.some((row) => row.p99TargetMs !== undefined)
        ? "; a row with a p99 shows it, and its own p99 target is named in the notes when missed."
        : "."),
    columns: [
      "Request",
      "Figure",
      ...runs.map((run) => count(run.dataset.locations)),
      ...later.map((run) => `${count(run.dataset.locations)} ÷ ${baseSize}`),
    ],
    rows: tableRows,
    notes: notesOf(rows, runs),
  };
}

/** What each dataset took to generate and load. */
export function scaleDatasetTable(runs: ScaleRun[]): BenchTable {
  return {
    title: "Scale: datasets",
    intro:
      "Generating the locations (deterministic, seeded) and loading everything: migrations, the curated seed, " +
      "the generated locations and the reviews (generated as they load), by the bulk loader.",
    columns: ["Database", "Locations", "Reviews", "Generate s", "Load s"],
    rows: runs.map((run) => [
      DATABASE_LABEL[run.dataset.database],
      count(run.dataset.locations),
      count(run.dataset.reviews),
      (run.dataset.generateMs / 1000).toFixed(1),
      (run.dataset.loadMs / 1000).toFixed(1),
    ]),
  };
}
