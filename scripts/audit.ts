// `npm run audit`: production dependencies checked for high and critical advisories (issue 9).
// The judging lives in audit/verdict.ts; this file only runs npm and reports.
import { spawnSync } from "node:child_process";
import { auditVerdict } from "./audit/verdict";

const result = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
  encoding: "utf8",
  // npm explains a failed request on stderr; the JSON on stdout says it too.
  stdio: ["ignore", "pipe", "ignore"],
});
const verdict = auditVerdict(result.stdout ?? "");
for (const line of verdict.lines) process.stdout.write(`${line}\n`);
process.exit(verdict.exitCode);
