import { readFile } from "node:fs/promises";

/** Resident set size of a process in bytes (VmRSS in /proc, Linux), as an operator's `ps` shows it. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = status.match(/^VmRSS:\s+(\d+)\s+kB$/m)?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/** Samples a process's resident size every `everyMs` until stopped. */
export function sampleResidentMemory(pid: number, everyMs: number) {
  const samples: { at: number; bytes: number }[] = [];
  const started = Date.now();
  const timer = setInterval(() => {
    residentBytes(pid)
      .then((bytes) => samples.push({ at: Date.now() - started, bytes }))
      .catch(() => {});
  }, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * How much resident memory rose over a run: the median of its last third less the median of its
 * first third. Medians step over the collector's saw-tooth, which a peak would count; memory kept
 * per request rises with every request and shows whole.
 */
export function residentGrowth(samples: { bytes: number }[]): number {
  if (samples.length < 3) throw new Error(`too few memory samples to see a trend: ${samples.length}`);
  const third = Math.floor(samples.length / 3);
  const bytes = samples.map((s) => s.bytes);
  return median(bytes.slice(-third)) - median(bytes.slice(0, third));
}
