import type { Locator, Page } from "@playwright/test";
import { CARD_BATCH, FIRST_CARDS } from "#app/components/home/progressiveCards";
import { emptyFilters, matchesFilters } from "#core/filters";
import type { Location } from "#server/services/locations/locations";
import { countLine, directory, list } from "./support/directory";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the page.
  await dismissInstallBanner(page);
});

// Decision 008 (amended): after hydration the directory keeps the server's first cards and adds
// more in batches as the visitor scrolls its panel or tabs through it; the count line always
// tells the whole list.
// The two that scroll the panel run on a phone too (@layout): its panel and cards are laid out
// differently; the others do the same at any width.
test.describe("the directory renders its cards progressively", () => {
  const FIRST_BATCHES = FIRST_CARDS + CARD_BATCH;

  function cardList(page: Page, name: string): Locator {
    return directory(page).getByRole("list", { name, exact: true });
  }

  /** Hydrated (the toast region mounts after it), loaded, and two frames painted since. */
  async function settle(page: Page) {
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
    await page.waitForLoadState("networkidle");
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }

  /** Scrolls the list's panel to its end until `expected` cards are rendered. */
  async function scrollToEnd(list: Locator, expected: number) {
    const panel = list.locator("xpath=..");
    // As a visitor does: the directory comes into view before its panel scrolls (sections below
    // the first screen are not laid out until they near it).
    await panel.scrollIntoViewIfNeeded();
    await expect
      .poll(
        async () => {
          await panel.evaluate((element) => {
            element.scrollTop = element.scrollHeight;
          });
          return list.getByRole("article").count();
        },
        { intervals: [100], timeout: 30_000 },
      )
      .toBe(expected);
  }

  test("holds only the first batches until the panel scrolls, then the whole list", {
    tag: "@layout",
  }, async ({ page, request }) => {
    const salmon = await list(request, "/api/locations/fish/salmon?state=Oregon");
    expect(salmon.length).toBeGreaterThan(FIRST_BATCHES);
    await page.goto("/");
    await settle(page);
    const cards = cardList(page, "Salmon fishing locations").getByRole("article");
    const before = await cards.count();
    expect(before).toBeGreaterThanOrEqual(FIRST_CARDS);
    expect(before).toBeLessThanOrEqual(FIRST_BATCHES);
    await expect(countLine(page)).toHaveText(`Showing ${salmon.length} location(s)`);
    const last = salmon[salmon.length - 1] as Location;
    await expect(directory(page).getByRole("link", { name: last.name, exact: true })).toHaveCount(0);

    await scrollToEnd(cardList(page, "Salmon fishing locations"), salmon.length);
    await expect(directory(page).getByRole("link", { name: last.name, exact: true })).toBeVisible();
    await expect(countLine(page)).toHaveText(`Showing ${salmon.length} location(s)`);
  });

  test("the longest list, every location, also renders to its end", { tag: "@layout" }, async ({
    page,
    request,
  }) => {
    const all = await list(request, "/api/locations?state=Oregon");
    await page.goto("/");
    await settle(page);
    await page.getByRole("tab", { name: "Don't care what fish" }).click();
    await expect(countLine(page)).toHaveText(`Showing ${all.length} location(s)`);
    const everyFish = cardList(page, "Don't care what fish fishing locations");
    await expect(everyFish.getByRole("article").first()).toBeVisible();
    expect(await everyFish.getByRole("article").count()).toBeLessThanOrEqual(FIRST_BATCHES);

    await scrollToEnd(everyFish, all.length);
    const last = all[all.length - 1] as Location;
    await expect(everyFish.getByRole("link", { name: last.name, exact: true })).toBeVisible();

    // Another tab starts again from the first batch.
    await page.getByRole("tab", { name: "Salmon", exact: true }).click();
    const salmonCards = cardList(page, "Salmon fishing locations").getByRole("article");
    await expect(salmonCards.first()).toBeVisible();
    expect(await salmonCards.count()).toBeLessThanOrEqual(FIRST_BATCHES);
  });

  test("Tab reaches cards beyond the first batches, without the panel scrolling them in", async ({
    page,
    request,
  }) => {
    const salmon = await list(request, "/api/locations/fish/salmon?state=Oregon");
    // A card two batches past the first ones: only focus can have brought it.
    const targetIndex = FIRST_BATCHES + CARD_BATCH;
    expect(salmon.length).toBeGreaterThan(targetIndex);
    // An observer that never reports: focus alone must bring the next cards.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    await page.goto("/");
    await settle(page);
    // From the last card the server rendered, in the page's own order (ratings written by other
    // tests can reorder it against the API's): a press is a round trip, and a hundred from the
    // first card took most of a minute on a slow machine.
    const cards = cardList(page, "Salmon fishing locations").getByRole("article");
    await cards
      .nth(FIRST_CARDS - 1)
      .getByRole("link")
      .first()
      .focus();
    /** The place in its list of the card that holds the focus, or -1. */
    const focusedCard = () =>
      page.evaluate(() => {
        const card = document.activeElement?.closest("article");
        const list = card?.parentElement?.closest('ul, ol, [role="list"]');
        return card && list ? [...list.querySelectorAll("article")].indexOf(card) : -1;
      });
    let reached = false;
    // Three stops a card (name, Rate, Info) at most, and a few to spare.
    for (let press = 0; press < 3 * (targetIndex - FIRST_CARDS + 2) && !reached; press++) {
      await page.keyboard.press("Tab");
      const index = await focusedCard();
      reached = index >= targetIndex;
      // A person presses again once the screen has caught up: on a loaded machine a batch
      // renders (in a transition) after the press that asked for it, so wait for the card after
      // the focused one before the next press. Without focus bringing more, this times out.
      if (!reached && index >= 0) await expect.poll(() => cards.count()).toBeGreaterThan(index + 1);
    }
    expect(reached, `Tab reached card ${targetIndex + 1}`).toBe(true);
    // A card's first stop is its name.
    await expect(cards.nth(targetIndex).getByRole("link").first()).toBeFocused();
    await expect(countLine(page)).toHaveText(`Showing ${salmon.length} location(s)`);
  });

  test("a filter starts again from the first batch and still reaches its end", async ({ page, request }) => {
    const salmon = await list(request, "/api/locations/fish/salmon?state=Oregon");
    const filters = emptyFilters();
    filters.amenities.boatLaunch = true;
    const withBoat = salmon.filter((l) => matchesFilters(l, filters)).length;
    expect(withBoat).toBeGreaterThan(FIRST_BATCHES);
    await page.goto("/");
    await settle(page);
    const salmonList = cardList(page, "Salmon fishing locations");
    await scrollToEnd(salmonList, salmon.length);

    await page.getByRole("button", { name: "Show Filters" }).click();
    await page.getByRole("checkbox", { name: "Boat Launch" }).click();
    await expect(countLine(page)).toHaveText(`Showing ${withBoat} location(s)`);
    expect(await salmonList.getByRole("article").count()).toBeLessThanOrEqual(FIRST_BATCHES);
    await scrollToEnd(salmonList, withBoat);
  });

  test("keeps every card the server rendered when the URL asked for more (no JavaScript's Show More)", async ({
    page,
    request,
  }) => {
    const salmon = await list(request, "/api/locations/fish/salmon?state=Oregon");
    await page.goto("/?fish=salmon&shown=400");
    await settle(page);
    await expect(cardList(page, "Salmon fishing locations").getByRole("article")).toHaveCount(salmon.length);
  });
});
