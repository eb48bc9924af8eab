import { defineConfig } from "vitest/config";
import { SlowFilesFirst } from "./tests/setup/slowFilesFirst";

// Under `npm run test:pg` (TEST_POSTGRES_URL set), the suites about how pages and headers are
// rendered stay on the embedded database: the queries they read through are the ones the API,
// data and alert suites run on both databases, and what they check (markup, scripts, policies)
// does not differ between the two. Raw hostile requests and shutdown under load do run on both:
// a byte PostgreSQL refuses, or a pool closing under a request, behaves differently there.
const ENGINE_INDEPENDENT = [
  "ssr.ar-tools",
  "ssr.assets",
  "ssr.first-load",
  "ssr.home",
  "ssr.location",
  "ssr.map",
  "ssr.offline",
  "ssr.islands",
  "ssr.pages",
  "ssr.species",
  // The tips tab's markup; its reads (the spot, tides, the river) run on both in api.tips.
  "ssr.fishing-tips",
  // The Local Guides pages' markup; the guides' reads and writes run on both in api.guides.
  "ssr.guides",
  "ssr.tides",
  "ssr.live-conditions",
  // The console's pages: sign-in and moderation run on both databases in api.operators; the
  // locations, suggestions and alerts screens' queries are plain selects and single-row writes;
  // the guides screen calls the services api.guides runs on both.
  "ssr.console",
  "ssr.console-locations",
  "ssr.console-suggestions-alerts",
  "ssr.console-guides",
  "http.cache-policy",
  "http.csp",
  "hostile.script-inertness",
  // The operators' script where it opens no database: validating files, usage and refusals.
  "cli.files",
].map((name) => `tests/integration/${name}.test.ts`);
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/build-once.ts", "tests/setup/pgliteImage.ts"],
    // Vitest's default on two cores is one file at a time; most integration files wait on a
    // database, a child process or a socket, so two at a time keep both cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // One module graph per worker, not per file: these files share no state that outlives a
          // test (spies are restored after each), and reloading React, zod and the app's modules
          // for each of ~150 files was half of this project's time on two cores.
          isolate: false,
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
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Every API answer these suites receive is checked against the OpenAPI document.
          setupFiles: ["tests/setup/api-contract.ts"],
          // The soak (reliability.soak) among them: it starts first (SlowFilesFirst) and runs
          // beside the other files, since its bounds compare bytes, not time.
          exclude: onPostgres ? ENGINE_INDEPENDENT : [],
        },
      },
    ],
  },
});
