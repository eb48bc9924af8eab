// Every section of `npm run bench`, in the order they run and appear in docs/performance.md.
// A section is an async function returning BenchTable[]; it is imported only when chosen.
import type { BenchTable } from "./table";

export type BenchSection = { name: string; title: string; run: () => Promise<BenchTable[]> };

export const sections: BenchSection[] = [
  {
    name: "load",
    title: "Load",
    run: async () => (await import("./load")).loadSection(),
  },
  {
    name: "scale",
    title: "Scale",
    run: async () => (await import("./scale")).scaleBench(),
  },
  {
    name: "weight",
    title: "Page weight",
    run: async () => (await import("./pageWeight")).benchPageWeight(),
  },
  {
    name: "lighthouse",
    title: "Lighthouse",
    run: async () => (await import("./lighthouse")).benchLighthouse(),
  },
  {
    name: "main-thread",
    title: "Main-thread time",
    run: async () => (await import("./mainThread")).benchMainThread(),
  },
  {
    name: "mechanisms",
    title: "Performance mechanisms",
    run: async () => (await import("./mechanisms")).benchMechanisms(),
  },
  {
    name: "tides",
    title: "Tide predictions",
    run: async () => (await import("./tides")).tidesSection(),
  },
  {
    name: "alerts",
    title: "Alert worker",
    run: async () => (await import("./alerts")).alertsSection(),
  },
  {
    name: "conditions",
    title: "Live conditions",
    run: async () => (await import("./conditions")).conditionsSection(),
  },
];

/** BENCH_ONLY=load,tides: those sections, in the usual order; unset: all of them. */
export function chooseSections(
  only: string | undefined,
  available: BenchSection[] = sections,
): BenchSection[] {
  const names = (only ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return available;
  const unknown = names.filter((name) => !available.some((section) => section.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ONLY names unknown sections: ${unknown.join(", ")} (known: ${available.map((s) => s.name).join(", ")})`,
    );
  }
  return available.filter((section) => names.includes(section.name));
}
