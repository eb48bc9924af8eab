// A bench section run on its own (npx tsx scripts/bench/scale.ts) is set by BENCH_* variables,
// like npm run bench: its command line takes nothing, and a flag there is refused with the
// usage rather than silently ignored (a run of minutes on the defaults).
import { pathToFileURL } from "node:url";
import { readCommandLine } from "../commandLine";
import { type BenchTable, renderTable } from "./table";

/** Whether the module at `moduleUrl` is the script node was started with. */
export function isStartedScript(moduleUrl: string): boolean {
  return moduleUrl === pathToFileURL(process.argv[1] ?? "").href;
}

/** When the module is the started script: checks its (empty) command line, runs, prints. */
export async function runAlone(moduleUrl: string, usage: string, run: () => Promise<BenchTable[]>) {
  if (!isStartedScript(moduleUrl)) return;
  readCommandLine({ options: {} }, usage);
  for (const table of await run()) console.log(`${renderTable(table)}\n`);
}
