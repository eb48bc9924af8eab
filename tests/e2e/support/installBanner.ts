import type { Page } from "@playwright/test";

/** The fixed install banner would cover buttons on phones; only its own tests leave it on. */
export async function dismissInstallBanner(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem("pwaInstallBannerDismissed", "true"));
}
