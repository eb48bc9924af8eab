// The readers' reports domain's public face (docs/product.md "Problem reports", decision 050):
// "Report a problem with this spot", and the operators' queue of them in the console.
import type { ProblemDecision } from "#core/problemReports";
import type { ServiceContext } from "../context";
import * as consoleProblemReports from "./consoleProblemReports";
import * as problemReports from "./problemReports";

export type { ConsoleProblemReport, ProblemReportGroup, ProblemReportQueue } from "./consoleProblemReports";
export type { TakenProblemReport } from "./problemReports";

export function createReportServices({ db, mailer, logger, config, bind }: ServiceContext) {
  const deps = { db, mailer, logger, publicUrl: config.publicUrl };
  return {
    // Neither a report nor a decision on one changes what the public sees: no change is
    // announced, so no rendered page is thrown away (decision 018). The fix itself is a
    // location edit, which is announced as every edit is.
    reportProblem: bind(problemReports.reportProblem),
    listProblemReportQueue: bind(consoleProblemReports.listProblemReportQueue),
    decideProblemReport: (options: {
      id: number;
      decision: ProblemDecision;
      operator: string;
      note: unknown;
    }) => consoleProblemReports.decideProblemReport(deps, options),
  };
}
