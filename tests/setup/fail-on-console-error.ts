import { afterEach, beforeEach, vi } from "vitest";

// A stray console.error in a test is a failure: it usually hides a real fault.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called: ${errors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
