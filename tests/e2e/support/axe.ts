import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core (WCAG 2.2 A and AA rules) and fails on any serious or critical finding. */
export async function expectNoSeriousA11yIssues(page: Page) {
  // page.evaluate is not subject to the page's Content-Security-Policy, unlike a script tag.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // Sections below the first screen wait to be laid out until near the viewport
    // (content-visibility, app/lib/belowTheFold.ts), and axe reads sizes and overlaps from the
    // layout: each is checked as it is drawn once a visitor reaches it. From the top of the page,
    // where the sticky header covers nothing: scrolled elsewhere, axe counts the controls that
    // happen to pass under it as obscured, and drawing every section moves what does.
    const drawAll = new CSSStyleSheet();
    drawAll.replaceSync("* { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll];
    const { scrollX, scrollY } = window;
    window.scrollTo(0, 0);
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== drawAll);
    window.scrollTo(scrollX, scrollY);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target),
    }));
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
