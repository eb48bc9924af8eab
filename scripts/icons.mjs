// Draws the app icons (web app manifest, home screens) from the SVG master, and the tab icon
// from public/favicon.svg, in Chromium: `node scripts/icons.mjs`. The PNGs are committed; run this
// again after changing a master. Pages and the manifest point at PNGs only: Chrome builds a
// whole SVG document on the page's main thread for an SVG icon (decision 023, amendment of
// 2026-11-25, "icons as images").
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const BRAND = "#0b5566";
const svgSource = (file) =>
  `data:image/svg+xml;base64,${readFileSync(new URL(`../public/${file}`, import.meta.url)).toString("base64")}`;
const master = svgSource("icons/icon.svg");

// "any" icons keep the master's rounded corners. The maskable icon fills the square and keeps
// the mark inside the central circle (80% of the width) that every launcher mask leaves visible.
// The Apple icon is opaque (iOS paints transparency black) and iOS rounds the corners itself.
// The tab icon is drawn from its own, simpler master, at 48 px (three times a tab's 16).
const ICONS = [
  { file: "icon-192.png", size: 192, background: null, scale: 1, source: master },
  { file: "icon-512.png", size: 512, background: null, scale: 1, source: master },
  { file: "icon-maskable-512.png", size: 512, background: BRAND, scale: 0.8, source: master },
  { file: "apple-touch-icon.png", size: 180, background: BRAND, scale: 1, source: master },
  { file: "favicon-48.png", size: 48, background: null, scale: 1, source: svgSource("favicon.svg") },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    const side = Math.round(icon.size * icon.scale);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background ?? "transparent"}"><img src="${icon.source}" width="${side}" height="${side}" alt=""></body>`,
    );
    await page.locator("img").evaluate((img) => img.decode());
    const path = new URL(`../public/icons/${icon.file}`, import.meta.url).pathname;
    await page.screenshot({ path, omitBackground: icon.background === null });
    console.log(`public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
