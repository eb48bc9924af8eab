import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3210);
const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };

/**
 * Every test runs at 1280 px. At 375 px on a phone (touch, a mobile user agent) run only what a
 * phone's layout or input changes: these whole files, less their tests tagged @anyWidth, and the
 * tests tagged @layout elsewhere. A test of behaviour that is the same at both widths runs once.
 */
const PHONE_FILES = [
  "first-screen.spec.ts",
  "location-map.spec.ts",
  "map-markers.spec.ts",
  "map-details.spec.ts",
  "ar-tools.spec.ts",
];
const onPhone = [
  /@layout\b/,
  ...PHONE_FILES.map((file) => new RegExp(`(^| )${file.replaceAll(".", "\\.")} `)),
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2,
  // In CI one retry, reported as "flaky" in the output: a timing flake on a loaded two-core
  // machine must not block a release, but it stays visible and gets fixed.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Two cores run the server, the browser and axe together: leave room for a slow moment.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded only when a failed test runs again: tracing every test (DOM snapshots at each
    // step) cost CPU on every run of the suite, for traces that were kept only on failure.
    trace: "on-first-retry",
    launchOptions,
    // The service worker takes over a page at a moment of its own choosing and answers requests
    // that page.route() then never sees. Its own tests (offline.spec.ts) turn it on.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions },
    },
    {
      name: "mobile",
      grep: onPhone,
      grepInvert: /@anyWidth\b/,
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/support/server.mjs",
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
  },
});
