import { test as base, expect } from "@playwright/test";

/**
 * Fails a test on any uncaught page error or console error (a stray error hides a fault),
 * except the console lines a test declares it expects.
 */
export const test = base.extend<{ pageErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, errors.join("\n")).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
