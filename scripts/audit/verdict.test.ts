import { describe, expect, it } from "vitest";
import { auditVerdict } from "./verdict";

const report = (counts: Record<string, number>, vulnerabilities: Record<string, unknown> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe("auditVerdict", () => {
  it("passes a clean report", () => {
    const verdict = auditVerdict(report({}));
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toMatch(/no high or critical findings/);
  });

  it("passes low and moderate findings, naming their count", () => {
    const verdict = auditVerdict(report({ low: 2, moderate: 1 }));
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toContain("1 moderate, 2 low");
  });

  it("fails on a high or critical finding and names the package and advisory", () => {
    const verdict = auditVerdict(
      report(
        { high: 1, critical: 1 },
        {
          "left-pad": { severity: "critical", via: [{ title: "Prototype pollution in left-pad" }] },
          "right-pad": { severity: "high", via: ["left-pad"] },
          quiet: { severity: "low", via: [{ title: "Minor" }] },
        },
      ),
    );
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines.join("\n")).toContain("critical left-pad: Prototype pollution in left-pad");
    expect(verdict.lines.join("\n")).toContain("high right-pad: via left-pad");
    expect(verdict.lines.join("\n")).not.toContain("quiet");
  });

  it("warns without failing when the audit service refuses (a mirror answering 405)", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    const verdict = auditVerdict(refused);
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toMatch(/^WARNING: .*could not be reached/);
    expect(verdict.lines.join("\n")).toContain("405 Method Not Allowed");
  });

  it("warns without failing when npm printed nothing readable", () => {
    expect(auditVerdict("").exitCode).toBe(0);
    expect(auditVerdict("npm ERR! network").lines[1]).toContain("npm ERR! network");
  });
});
