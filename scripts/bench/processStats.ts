// What a process costs, read from /proc (Linux): its memory, and whether it is still busy.
import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

/** Resident memory in KiB (NaN where /proc is not there). */
export type ProcessMemory = { residentKiB: number; peakResidentKiB: number };

export async function processMemory(pid: number): Promise<ProcessMemory> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { residentKiB: kib("VmRSS"), peakResidentKiB: kib("VmHWM") };
  } catch {
    return { residentKiB: Number.NaN, peakResidentKiB: Number.NaN };
  }
}

/** Reads VmRSS every `intervalMs` until stopped: `stop` resolves with the highest, in KiB. */
export function sampleResidentMemory(pid: number, intervalMs = 250): { stop(): Promise<number> } {
  let highest = Number.NaN;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { residentKiB } = await processMemory(pid);
      if (Number.isFinite(residentKiB))
        highest = Number.isNaN(highest) ? residentKiB : Math.max(highest, residentKiB);
      // Unreferenced: a run that fails before `stop` does not keep the bench alive.
      await sleep(intervalMs, undefined, { ref: false });
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return highest;
    },
  };
}

/** User + system CPU time in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
async function cpuTicks(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after it are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

const IDLE_SAMPLE_MS = 250;
/** Under 10% of one CPU over a sample (clock ticks are 10 ms each). */
const IDLE_TICKS = 2;
const IDLE_WAIT_LIMIT_MS = 60_000;

/**
 * Waits until the process has stopped working: when a load run ends, the requests still in
 * flight are dropped by the client but not by the server, which would otherwise spend the next
 * row's first seconds on them.
 */
export async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + IDLE_WAIT_LIMIT_MS;
  let before = await cpuTicks(pid);
  while (before !== undefined && Date.now() < deadline) {
    await sleep(IDLE_SAMPLE_MS);
    const after = await cpuTicks(pid);
    if (after === undefined || after - before <= IDLE_TICKS) return;
    before = after;
  }
}
