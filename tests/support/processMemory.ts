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
