import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// Pages served with islands (decision 045): their code can be held back to act before it comes.

/** Holds the islands' code back until the function it gives back is called. */
export async function holdIslandsCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/** Opens a page served with islands, once its page script has run. */
export async function gotoIslandsPage(page: Page, path: string) {
  await page.goto(path);
  // The fixtures' goto waits for <html data-hydrated>, which the page script sets.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
