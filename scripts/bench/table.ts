// The one shape every benchmark section returns: `npm run bench` prints each table and writes
// them all, in order, into docs/performance.md. Figures come only from a run, never by hand.

export type BenchTable = {
  /** A short heading, e.g. "Load: 150 locations on PGlite". */
  title: string;
  /** What was measured and against which baseline, in a sentence or two. */
  intro?: string;
  columns: string[];
  /** One array of cells per row, already formatted (numbers as the reader should see them). */
  rows: string[][];
  /** Lines printed under the table: targets met or missed, caveats of this run. */
  notes?: string[];
};

/** A cell for a ratio against a baseline measured in the same run. */
export function ratio(value: number, baseline: number): string {
  if (!Number.isFinite(value) || !Number.isFinite(baseline) || baseline === 0) return "-";
  return `${(value / baseline).toFixed(2)}×`;
}

/** Milliseconds as a reader scans them: whole above 10, one decimal below. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return "-";
  return value >= 10 ? value.toFixed(0) : value.toFixed(1);
}

export function count(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "-";
}

/** A GitHub-flavoured Markdown table, numbers right-aligned, padded so it also reads as text. */
export function markdownTable(input: Pick<BenchTable, "columns" | "rows">): string {
  // A "|" inside a cell would end it: written as "\|", the cell stays one cell.
  const escapePipes = (cell: string) => cell.replaceAll("|", "\\|");
  const table = {
    columns: input.columns.map(escapePipes),
    rows: input.rows.map((row) => row.map(escapePipes)),
  };
  // A figure that does not exist ("-") does not make a column of figures a column of words.
  const figure = (cell: string) => /^[-\d.,×%<>≤≥ a-zA-Z/]*$/.test(cell) && /\d/.test(cell);
  const numeric = table.columns.map(
    (_, i) =>
      table.rows.every((row) => row[i] === "-" || figure(row[i] ?? "")) &&
      table.rows.some((row) => figure(row[i] ?? "")),
  );
  const widths = table.columns.map((heading, i) =>
    Math.max(3, heading.length, ...table.rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number)))
      .join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (numeric[i] ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(table.columns), rule, ...table.rows.map((row) => line(row))].join("\n");
}

/** A section of docs/performance.md (and of the console output). */
export function renderTable(table: BenchTable): string {
  const parts = [`### ${table.title}`];
  if (table.intro) parts.push(table.intro);
  parts.push(markdownTable(table));
  if (table.notes && table.notes.length > 0) parts.push(table.notes.map((note) => `- ${note}`).join("\n"));
  return parts.join("\n\n");
}
