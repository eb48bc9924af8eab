import { defineConfig } from "vitest/config";

const SOAK = "tests/integration/reliability.soak.test.ts";

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/build-once.ts"],
    // Vitest's default on two cores is one file at a time; most integration files wait on a
    // database, a child process or a socket, so two at a time keep both cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "core/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], exclude: [SOAK] },
      },
      // The soak measures the server's memory under load: it runs after the rest, alone.
      { extends: true, test: { name: "soak", include: [SOAK], sequence: { groupOrder: 1 } } },
    ],
  },
});
