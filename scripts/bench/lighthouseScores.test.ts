import { describe, expect, it } from "vitest";
import {
  calibratedCpuSlowdown,
  type LighthouseReport,
  medianRun,
  metricCell,
  readScores,
  TARGET_DEVICE_BENCHMARK,
} from "./lighthouseScores";

/** A report with the four categories, as Lighthouse 12 shapes it. */
function report(overrides: {
  scores?: Partial<Record<string, number>>;
  audits?: LighthouseReport["audits"];
}): LighthouseReport {
  const scores = { performance: 0.97, accessibility: 1, "best-practices": 1, seo: 1, ...overrides.scores };
  return {
    categories: {
      performance: {
        score: scores.performance ?? null,
        auditRefs: [
          { id: "first-contentful-paint", weight: 10, group: "metrics" },
          { id: "total-blocking-time", weight: 30, group: "metrics" },
          { id: "unused-javascript", weight: 0, group: "diagnostics" },
          { id: "dom-size", weight: 0, group: "diagnostics" },
        ],
      },
      accessibility: {
        score: scores.accessibility ?? null,
        auditRefs: [{ id: "color-contrast", weight: 7 }],
      },
      "best-practices": {
        score: scores["best-practices"] ?? null,
        auditRefs: [
          { id: "inspector-issues", weight: 1 },
          { id: "js-libraries", weight: 0 },
        ],
      },
      seo: { score: scores.seo ?? null, auditRefs: [{ id: "canonical", weight: 1 }] },
    },
    audits: {
      "first-contentful-paint": { score: 0.95, scoreDisplayMode: "numeric", numericValue: 1234.4 },
      "largest-contentful-paint": { score: 0.9, scoreDisplayMode: "numeric", numericValue: 2100 },
      "total-blocking-time": { score: 0.99, scoreDisplayMode: "numeric", numericValue: 40 },
      "cumulative-layout-shift": { score: 1, scoreDisplayMode: "numeric", numericValue: 0.0123 },
      "speed-index": { score: 1, scoreDisplayMode: "numeric", numericValue: 1500 },
      "unused-javascript": { score: 1, scoreDisplayMode: "metricSavings" },
      "dom-size": { score: 1, scoreDisplayMode: "metricSavings" },
      "color-contrast": { score: 1, scoreDisplayMode: "binary" },
      "inspector-issues": { score: 1, scoreDisplayMode: "binary" },
      "js-libraries": { score: null, scoreDisplayMode: "informative" },
      canonical: { score: 1, scoreDisplayMode: "binary" },
      ...overrides.audits,
    },
  };
}

describe("readScores", () => {
  it("reads the four scores as Lighthouse shows them and the key metrics", () => {
    const scores = readScores(report({}));
    expect(scores.scores).toEqual({ performance: 97, accessibility: 100, "best-practices": 100, seo: 100 });
    expect(scores.metrics["first-contentful-paint"]).toBe(1234.4);
    expect(scores.metrics["cumulative-layout-shift"]).toBe(0.0123);
    expect(scores.missedTargets).toEqual([]);
    expect(scores.failingAudits).toEqual([]);
    expect(scores.opportunities).toEqual([]);
  });

  it("names the targets missed (performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100)", () => {
    const missed = readScores(
      report({ scores: { performance: 0.94, accessibility: 0.99, "best-practices": 0.95, seo: 0.92 } }),
    ).missedTargets;
    expect(missed).toEqual(["performance", "accessibility", "seo"]);
  });

  it("lists the audits that cost points: slow metrics with their score, failed checks by id", () => {
    const scores = readScores(
      report({
        scores: { performance: 0.7, "best-practices": 0.96 },
        audits: {
          "total-blocking-time": { score: 0.42, scoreDisplayMode: "numeric", numericValue: 700 },
          "unused-javascript": { score: 0, scoreDisplayMode: "metricSavings" },
          "inspector-issues": { score: 0, scoreDisplayMode: "binary" },
        },
      }),
    );
    expect(scores.failingAudits).toEqual(["total-blocking-time (0.42)", "inspector-issues"]);
    expect(scores.opportunities).toEqual(["unused-javascript"]);
  });

  it("leaves out weightless checks outside performance, and Lighthouse's insight audits", () => {
    const base = report({});
    base.categories["best-practices"]?.auditRefs.push({ id: "valid-source-maps", weight: 0 });
    base.categories.performance?.auditRefs.push({ id: "dom-size-insight", weight: 0, group: "hidden" });
    base.audits["valid-source-maps"] = { score: 0, scoreDisplayMode: "binary" };
    base.audits["dom-size-insight"] = { score: 0, scoreDisplayMode: "metricSavings" };
    const scores = readScores(base);
    expect(scores.failingAudits).toEqual([]);
    expect(scores.opportunities).toEqual([]);
  });
});

describe("medianRun", () => {
  it("picks the run with the median performance score, the lower one of an even count", () => {
    const run = (performance: number) => ({
      id: performance,
      scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    });
    expect(medianRun([run(90), run(70), run(80)]).id).toBe(80);
    expect(medianRun([run(90), run(70), run(80), run(95)]).id).toBe(80);
    expect(() => medianRun([])).toThrow();
  });
});

describe("metricCell", () => {
  it("writes milliseconds whole, long times in seconds, and CLS as a fraction", () => {
    expect(metricCell("first-contentful-paint", 1234.4)).toBe("1234 ms");
    expect(metricCell("speed-index", 12_340)).toBe("12.3 s");
    expect(metricCell("cumulative-layout-shift", 0.0123)).toBe("0.012");
    expect(metricCell("total-blocking-time", undefined)).toBe("-");
  });
});

describe("calibratedCpuSlowdown", () => {
  it("keeps Lighthouse's 4× for the middle of the high-end desktop bracket it was made for", () => {
    expect(calibratedCpuSlowdown(1750)).toBe(4);
  });

  it("slows a faster machine more and a slower one less, to the same simulated phone", () => {
    expect(calibratedCpuSlowdown(2935)).toBe(6.7);
    expect(calibratedCpuSlowdown(1040)).toBe(2.4);
    expect(calibratedCpuSlowdown(TARGET_DEVICE_BENCHMARK * 2)).toBe(2);
  });

  it("never speeds up a machine slower than the target phone", () => {
    expect(calibratedCpuSlowdown(300)).toBe(1);
  });

  it("refuses an index Lighthouse could not measure", () => {
    expect(() => calibratedCpuSlowdown(0)).toThrow(/benchmark index/);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmark index/);
  });
});
