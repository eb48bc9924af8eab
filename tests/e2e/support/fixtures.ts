import { test as base, expect, type Page } from "@playwright/test";

/**
 * A page's scripts start after its first paint (decision 023), so "load" can come before its
 * controls run their code. Waits until React has hydrated (`<html data-hydrated>`, set by the
 * root layout), on pages that have scripts at all: the offline page and non-HTML answers have none.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") ||
      !document.querySelector('script[type="module"], script[data-module-after-paint]'),
  );
}

/**
 * Fails a test on any uncaught page error or console error (a stray error hides a fault),
 * except the console lines a test declares it expects. With JavaScript on, `page.goto` and
 * `page.reload` return once the page has hydrated, as a visitor's first click would find it.
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
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // Waits only where the caller waits for "load" (the default): an earlier moment is asked for.
      const hydratedAfter = async <R>(navigation: Promise<R>, waitUntil = "load") => {
        const response = await navigation;
        if (waitUntil === "load") await waitForHydration(page);
        return response;
      };
      page.goto = (url, options) => hydratedAfter(goto(url, options), options?.waitUntil);
      page.reload = (options) => hydratedAfter(reload(options), options?.waitUntil);
    }
    await use(page);
  },
});

export { expect };
