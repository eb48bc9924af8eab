import { existsSync } from "node:fs";

// Debian's Chromium, never a downloaded browser build, for the browser tests and the bench.

/** Switches that keep a headless Chromium quiet and self-contained on a shared machine. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The browser's path (CHROMIUM_PATH, or Debian's), checked to be there. */
export function chromiumPath(): string {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  return chromium;
}
