import type { Page, TestInfo } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// /ar-tools, docs/product.md "Measure your catch": a generated photo, marks placed by tap or click
// and by keyboard, the length, the comparison, and nothing sent anywhere. Runs on desktop and on
// a 375 px phone, where the photo is shown at under a third of its size.

// The test photo, in natural pixels: a dollar bill 307 px long (6.14 in, so 50 px an inch) above
// a fish 600 px long: 12.0 in, 30.5 cm.
const PHOTO = { width: 1000, height: 400 };
const MARKS = [
  { name: "Reference end 1", at: { x: 150, y: 100 } },
  { name: "Reference end 2", at: { x: 457, y: 100 } },
  { name: "Fish end 1", at: { x: 200, y: 300 } },
  { name: "Fish end 2", at: { x: 800, y: 300 } },
] as const;
const STEPS = [
  "Mark 1 of 4: tap one end of the reference object.",
  "Mark 2 of 4: tap its other end.",
  "Mark 3 of 4: tap the tip of the fish's snout.",
  "Mark 4 of 4: tap the end of its tail.",
  "All four marks placed. Select a mark to adjust it.",
];

const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile";

test.beforeEach(async ({ page }) => {
  // The phone's install banner would cover the photo.
  await dismissInstallBanner(page);
});

/** A PNG drawn in the page: the bill and the fish where MARKS expects their ends. */
async function testPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(({ width, height }) => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext("2d");
    if (!g) throw new Error("no 2d canvas");
    g.fillStyle = "#2f6f7f";
    g.fillRect(0, 0, width, height);
    g.fillStyle = "#a7c79a";
    g.fillRect(150, 70, 307, 60);
    g.fillStyle = "#c0c0c8";
    g.beginPath();
    g.ellipse(470, 300, 270, 45, 0, 0, Math.PI * 2);
    g.moveTo(720, 300);
    g.lineTo(800, 255);
    g.lineTo(800, 345);
    g.fill();
    return canvas.toDataURL("image/png").split(",")[1] ?? "";
  }, PHOTO);
  return Buffer.from(base64, "base64");
}

const step = (page: Page) => page.getByRole("region", { name: "3. Mark the photo" }).getByRole("status");
const result = (page: Page) => page.getByRole("region", { name: "4. Length" }).getByRole("status");
const photo = (page: Page) => page.locator("img[src^='blob:']");
const mark = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function openWithPhoto(page: Page) {
  await page.goto("/ar-tools");
  // The inputs are enabled once the page has hydrated.
  await expect(page.getByLabel("Choose a photo")).toBeEnabled();
  await expect(step(page)).toHaveText("Take or choose a photo to start.");
  const buffer = await testPhoto(page);
  await page.getByLabel("Choose a photo").setInputFiles({ name: "catch.png", mimeType: "image/png", buffer });
  await expect(step(page)).toHaveText(STEPS[0] as string);
  await expect(photo(page)).toHaveJSProperty("naturalWidth", PHOTO.width);
}

/** Where a natural-pixel point of the photo is on the screen now, at the scale it is shown. */
async function screenPoint(page: Page, at: { x: number; y: number }) {
  await photo(page).scrollIntoViewIfNeeded();
  const box = await photo(page).boundingBox();
  if (!box) throw new Error("photo not shown");
  return { x: box.x + (at.x / PHOTO.width) * box.width, y: box.y + (at.y / PHOTO.height) * box.height };
}

async function tapPhoto(page: Page, testInfo: TestInfo, at: { x: number; y: number }) {
  const point = await screenPoint(page, at);
  if (isMobile(testInfo)) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

async function centreOf(page: Page, name: string) {
  const box = await mark(page, name).boundingBox();
  if (!box) throw new Error(`${name} not shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function placeAllMarks(page: Page, testInfo: TestInfo) {
  for (const [index, { at }] of MARKS.entries()) {
    await tapPhoto(page, testInfo, at);
    await expect(step(page)).toHaveText(STEPS[index + 1] as string);
  }
}

test("measures a 12.0 in fish beside a dollar bill, by tap or click, at the scale the photo is shown", async ({
  page,
}, testInfo) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  await openWithPhoto(page);

  // On the phone the photo is shown at the page's width, well under its 1000 natural pixels.
  const shown = await photo(page).boundingBox();
  if (isMobile(testInfo)) expect(shown?.width).toBeLessThan(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );

  await expect(result(page)).toHaveText("Place all four marks to read the length.");
  await placeAllMarks(page, testInfo);
  await expect(result(page)).toContainText("12.0 in");
  await expect(result(page)).toContainText("30.5 cm");

  // Each mark sits where it was placed.
  for (const { name, at } of MARKS) {
    const expected = await screenPoint(page, at);
    const centre = await centreOf(page, name);
    expect(Math.abs(centre.x - expected.x), name).toBeLessThan(1);
    expect(Math.abs(centre.y - expected.y), name).toBeLessThan(1);
  }

  const compare = page.getByLabel("Compare with");
  await compare.selectOption({ label: "Trout in rivers and streams" });
  await expect(page.getByText("Meets the minimum.")).toBeVisible();
  await expect(page.getByText("12.0 in meets the 8 in minimum commonly set for trout.")).toBeVisible();
  await compare.selectOption({ label: "Lingcod" });
  await expect(page.getByText("Too short.")).toBeVisible();
  await expect(page.getByText("12.0 in is under the 22 in minimum commonly set for lingcod.")).toBeVisible();
  await compare.selectOption({ label: "Razor clams" });
  await expect(page.getByText("Razor clams: commonly no size limit.")).toBeVisible();

  // A selected mark moves to the next spot tapped: the fish's tail 100 px (2 in) further on.
  await mark(page, "Fish end 2").click();
  await expect(mark(page, "Fish end 2")).toHaveAttribute("aria-pressed", "true");
  await tapPhoto(page, testInfo, { x: 900, y: 300 });
  await expect(result(page)).toContainText("14.0 in");
  await expect(result(page)).toContainText("35.6 cm");

  await expectNoSeriousA11yIssues(page);

  await page.getByRole("button", { name: "Reset marks" }).click();
  await expect(step(page)).toHaveText(STEPS[0] as string);
  await expect(result(page)).toHaveText("Place all four marks to read the length.");
  await expect(page.getByRole("button", { name: /^(Reference|Fish) end/ })).toHaveCount(0);

  // The photo never left the browser: not one request other than a GET.
  expect(sent).toEqual([]);
});

test(
  "places marks from the keyboard and nudges them with the arrow keys, Shift for bigger steps",
  { tag: "@anyWidth" },
  async ({ page }, testInfo) => {
    await openWithPhoto(page);

    // Enter on the photo adds the next mark at its starting spot and focuses it.
    const photoButton = page.getByRole("button", { name: "Photo: place Reference end 1" });
    await photoButton.focus();
    await page.keyboard.press("Enter");
    await expect(mark(page, "Reference end 1")).toBeFocused();
    await expect(step(page)).toHaveText(STEPS[1] as string);
    for (const name of ["Reference end 2", "Fish end 1", "Fish end 2"]) {
      await page.getByRole("button", { name: `Photo: place ${name}` }).focus();
      await page.keyboard.press("Enter");
      await expect(mark(page, name)).toBeFocused();
    }
    await expect(step(page)).toHaveText(STEPS[4] as string);
    // Starting spots: the reference from 35% to 65% of the width, the fish from 20% to 80%, so
    // the fish is twice the reference: 12.28 in.
    await expect(result(page)).toContainText("12.3 in");
    await expect(result(page)).toContainText("31.2 cm");

    // Back to the photo of the test, by tap or click, for numbers that are easy to check.
    await page.getByRole("button", { name: "Reset marks" }).click();
    await placeAllMarks(page, testInfo);
    await expect(result(page)).toContainText("12.0 in");

    // One arrow press moves a mark one screen pixel; Shift moves ten.
    const tail = mark(page, "Fish end 2");
    await tail.focus();
    await expect(tail).toHaveAttribute("aria-pressed", "true");
    const start = await centreOf(page, "Fish end 2");
    await page.keyboard.press("Shift+ArrowLeft");
    const afterShift = await centreOf(page, "Fish end 2");
    expect(afterShift.x - start.x).toBeCloseTo(-10, 0);
    expect(afterShift.y).toBeCloseTo(start.y, 0);
    await page.keyboard.press("ArrowUp");
    const afterUp = await centreOf(page, "Fish end 2");
    expect(afterUp.y - afterShift.y).toBeCloseTo(-1, 0);

    // The length follows in natural pixels: 10 screen pixels are 1000 / shown width natural ones.
    const shownWidth = (await photo(page).boundingBox())?.width ?? 0;
    const movedPx = Math.hypot(600 - (10 * PHOTO.width) / shownWidth, PHOTO.width / shownWidth);
    const inches = ((movedPx / 307) * 6.14).toFixed(1);
    await expect(result(page)).toContainText(`${inches} in`);
    expect(Number(inches)).toBeLessThan(12);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(result(page)).toContainText("12.0 in");
    await expect(result(page)).toContainText("30.5 cm");
    await expect(tail).toBeFocused();
  },
);

test("drags a mark, keeping the spot where it was grabbed", async ({ page }, testInfo) => {
  await openWithPhoto(page);
  await placeAllMarks(page, testInfo);
  const start = await centreOf(page, "Fish end 2");
  // Grabbed 5 px off its centre and moved 30 px right: the mark moves 30 px, not 35.
  await page.mouse.move(start.x - 5, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y, { steps: 3 });
  await page.mouse.move(start.x + 25, start.y, { steps: 3 });
  await page.mouse.up();
  const end = await centreOf(page, "Fish end 2");
  expect(end.x - start.x).toBeCloseTo(30, 0);
  expect(end.y).toBeCloseTo(start.y, 0);
  await expect(mark(page, "Fish end 2")).toHaveAttribute("aria-pressed", "true");
  const shownWidth = (await photo(page).boundingBox())?.width ?? 0;
  const inches = (((600 + (30 * PHOTO.width) / shownWidth) / 307) * 6.14).toFixed(1);
  await expect(result(page)).toContainText(`${inches} in`);
  expect(Number(inches)).toBeGreaterThan(12);
});

test(
  "takes a custom reference length in inches and refuses one that is not above 0",
  { tag: "@anyWidth" },
  async ({ page }, testInfo) => {
    await openWithPhoto(page);
    await placeAllMarks(page, testInfo);
    await expect(result(page)).toContainText("12.0 in");

    await page.getByLabel("Credit card (3.37 in)").check();
    // The same 307 px are now 3.37 in: 600 / 307 x 3.37 = 6.59 in.
    await expect(result(page)).toContainText("6.6 in");

    await page.getByLabel("Something else").check();
    const custom = page.getByLabel("Its length in inches");
    await custom.fill("0");
    const message = "Enter the length of your reference object in inches, a number greater than 0.";
    await expect(page.getByText(message)).toBeVisible();
    await expect(custom).toHaveAttribute("aria-invalid", "true");
    await expect(result(page)).toHaveText(
      "Enter the length of your reference object to read the fish's length.",
    );

    await custom.fill("12.28");
    await expect(page.getByText(message)).toBeHidden();
    await expect(custom).not.toHaveAttribute("aria-invalid", "true");
    // 600 / 307 x 12.28 = 24.0 in.
    await expect(result(page)).toContainText("24.0 in");
    await expect(result(page)).toContainText("61.0 cm");

    await expectNoSeriousA11yIssues(page);
  },
);

test("the page before a photo: sourced rules, the reminder, and no serious accessibility issue", async ({
  page,
}) => {
  await page.goto("/ar-tools");
  await expect(page.getByRole("heading", { level: 1, name: "Measure Your Catch" })).toBeVisible();
  await expect(page.getByLabel("Choose a photo")).toBeEnabled();
  const source = page.getByRole("link", { name: /ODFW Oregon Sport Fishing Regulations/ });
  await expect(source).toHaveAttribute("href", "https://myodfw.com/fishing/sport-fishing-regulations");
  await expect(
    page.getByText("Always check the current ODFW regulations before you keep a fish."),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The footer's "AR Tool Recognition" link lands here.
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "AR Tool Recognition" }).click();
  await expect(page).toHaveURL(/\/ar-tools$/);
  await expect(page.getByRole("heading", { level: 1, name: "Measure Your Catch" })).toBeVisible();
});
