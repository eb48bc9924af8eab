// What `npm audit --omit=dev --audit-level=high --json` printed, judged: high or critical
// findings in production dependencies fail the build; an audit service that cannot be reached
// (a registry mirror without the audit endpoint answers 405) is a warning, not a failure.

type Severity = "info" | "low" | "moderate" | "high" | "critical";

type AuditReport = {
  vulnerabilities?: Record<string, { severity?: Severity; via?: unknown[] }>;
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>> };
  message?: string;
  error?: { summary?: string; detail?: string };
};

export type AuditVerdict = { exitCode: 0 | 1; lines: string[] };

function advisoryTitles(via: unknown[] | undefined): string[] {
  return (via ?? []).map((v) =>
    typeof v === "string" ? `via ${v}` : String((v as { title?: unknown }).title ?? ""),
  );
}

export function auditVerdict(output: string): AuditVerdict {
  let report: AuditReport | undefined;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report?.message ?? report?.error?.summary ?? (output.trim().slice(0, 200) || "no answer");
    return {
      exitCode: 0,
      lines: [
        "WARNING: the npm audit service could not be reached, so production dependencies were NOT checked.",
        `  npm said: ${reason}`,
        "  Run `npm run audit` where the public registry is reachable before a release.",
      ],
    };
  }
  const high = counts.high ?? 0;
  const critical = counts.critical ?? 0;
  const summary = `${critical} critical, ${high} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`;
  if (high + critical === 0) {
    return {
      exitCode: 0,
      lines: [`npm audit: no high or critical findings in production dependencies (${summary}).`],
    };
  }
  const serious = Object.entries(report?.vulnerabilities ?? {})
    .filter(([, v]) => v.severity === "high" || v.severity === "critical")
    .map(([name, v]) => `  ${v.severity} ${name}: ${advisoryTitles(v.via).filter(Boolean).join("; ")}`);
  return {
    exitCode: 1,
    lines: [`npm audit: production dependencies have findings (${summary}):`, ...serious],
  };
}
