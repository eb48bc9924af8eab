// npm run bench: every benchmark section in turn, each table printed as it is measured, then
// all of them written into docs/performance.md with the machine and commit they ran on.
// Benchmarks measure speed; tests never do (a timed assertion fails on a busy machine).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { wasInterrupted } from "./bench/leftovers";
import { describeCommit, describeMachine, machineLines } from "./bench/machine";
import { benchSettings, renderReport, type SectionOutcome } from "./bench/report";
import { chooseSections, sections } from "./bench/sections";
import { renderTable } from "./bench/table";
import { readCommandLine } from "./commandLine";

const OUTPUT = path.resolve(import.meta.dirname, "..", "docs", "performance.md");

// Set by BENCH_* variables only: a flag here would otherwise be ignored for a run of minutes.
readCommandLine(
  { options: {} },
  `Usage: npm run bench

Every benchmark section, written into docs/performance.md. Set by environment variables:
BENCH_ONLY=${sections.map((s) => s.name).join(",")} (the sections to run; default all), BENCH_SECONDS,
BENCH_WARMUP_SECONDS, BENCH_LOAD_SIZES, BENCH_LOAD_COMPARE (a commit whose build the curated load
rows also run on, row by row in turn), BENCH_SCALE_SIZES, BENCH_SCALE_DATABASES,
BENCH_LIGHTHOUSE_RUNS, BENCH_MECHANISM_RUNS, BENCH_ALERTS, BENCH_POSTGRES_URL; each section's file says more.`,
);
const chosen = chooseSections(process.env.BENCH_ONLY);
const date = new Date();
// Described before the run: the load average then says how busy the machine was without us.
const machine = await describeMachine();
const outcomes: SectionOutcome[] = [];

for (const section of chosen) {
  process.stderr.write(`\n== ${section.title} (${section.name})\n`);
  try {
    const tables = await section.run();
    for (const table of tables) console.log(`\n${renderTable(table)}\n`);
    outcomes.push({ name: section.name, title: section.title, tables });
  } catch (error) {
    // After Ctrl-C the step in progress fails as its server or database goes; nothing to write.
    if (wasInterrupted()) await new Promise(() => {});
    const failure = error instanceof Error ? error.message : String(error);
    console.error(`${section.name} failed: ${failure}`);
    outcomes.push({ name: section.name, title: section.title, tables: [], failure });
    process.exitCode = 1;
  }
}

const facts = machineLines(machine, describeCommit());
await writeFile(
  OUTPUT,
  renderReport({
    date,
    machine: facts,
    settings: benchSettings(process.env),
    allSections: sections.map((s) => s.name),
    outcomes,
  }),
);
console.log(`\n${facts.join("\n")}\nWrote ${path.relative(process.cwd(), OUTPUT)}`);
