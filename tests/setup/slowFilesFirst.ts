import { BaseSequencer, type TestSpecification } from "vitest/node";

// The files that take longest, longest first (measured on the two-core CI machine): started
// first, each runs beside the many short files instead of alone at the end of the run. Vitest
// orders by the durations it remembers, but a fresh clone remembers none and falls back on file
// size. A file not listed keeps Vitest's order, after these.
const SLOW_FILES = [
  "tests/integration/reliability.soak.test.ts",
  "tests/integration/process.test.ts",
  "tests/integration/cli.test.ts",
  "tests/integration/cli.files.test.ts",
  "tests/integration/alerts.two-workers.test.ts",
  "tests/integration/reliability.database-loss.test.ts",
  "tests/integration/hostile.requests.test.ts",
  "tests/integration/db.setup.test.ts",
  "tests/integration/api.hostile.test.ts",
  "tests/integration/reliability.crash.test.ts",
  "tests/integration/alerts.delivery.test.ts",
  "tests/integration/reliability.shutdown.test.ts",
];

function rank(spec: TestSpecification): number {
  const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? SLOW_FILES.length : index;
}

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
