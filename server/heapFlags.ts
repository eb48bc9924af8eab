import { setFlagsFromString } from "node:v8";

/**
 * V8 garbage-collector settings for the web process, whichever database it serves from
 * (decision 043, "Under load"). Under load V8's defaults let garbage pile up: the young
 * generation grows to 16 MB semi-spaces and the old one runs to three times its live size
 * before a full collection, which took the process from 180 MiB idle to 410–460 MiB. Measured
 * on the load rows, these keep it near 330 MiB at the same throughput. Both are read as the
 * heap grows, so they hold when set from code, first thing (heapFlagsFirst.ts); the
 * semi-spaces' maximum would need the command line.
 */
export const WEB_PROCESS_HEAP_FLAGS = [
  // The young generation stays at its first size: request objects still die young there, and
  // fewer outlive it into the old generation than when it grows.
  "--semi-space-growth-factor=1",
  // A full collection once the old generation is half again its live size.
  "--heap-growing-percent=50",
];

export function setWebProcessHeapFlags(): void {
  for (const flag of WEB_PROCESS_HEAP_FLAGS) setFlagsFromString(flag);
}
