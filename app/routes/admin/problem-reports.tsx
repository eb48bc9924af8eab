import { CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import { ZodError } from "zod";
import { consoleTime } from "#app/components/console/consoleTime";
import {
  ProblemReportDecisions,
  type ProblemReportFailure,
} from "#app/components/console/ProblemReportDecisions";
import { Badge } from "#app/components/ui/badge";
import { Callout } from "#app/components/ui/callout";
import { Card } from "#app/components/ui/card";
import { requireOperator, requireOperatorPost } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import { PROBLEM_DECISIONS, type ProblemDecision, problemKindLabel } from "#core/problemReports";
import type { ConsoleProblemReport } from "#server/services/reports";
import type { Route } from "./+types/problem-reports";

// /admin/reports (docs/product.md "Operator console"): readers' problem reports that wait, newest
// first, grouped by spot (the spot with the newest report first), each spot linking to its edit
// page; each report resolved or dismissed with a note. Then the latest decisions.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  return { queue: await context.services.listProblemReportQueue() };
}

type ActionData = { done: string | null; error: string | null; failed: ProblemReportFailure | null };

const DONE: Record<ProblemDecision, string> = { resolve: "Resolved", dismiss: "Dismissed" };

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, form } = await requireOperatorPost(request, context);
  const decision = String(form.get("intent")) as ProblemDecision;
  if (!PROBLEM_DECISIONS.includes(decision)) throw data({ message: "Unknown decision" }, { status: 400 });
  const id = Number(form.get("reportId"));
  if (!Number.isInteger(id) || id <= 0) throw data({ message: "Bad report id" }, { status: 400 });
  const note = String(form.get("note") ?? "");
  try {
    await context.services.decideProblemReport({ id, decision, operator: operator.email, note });
  } catch (error) {
    if (error instanceof ZodError) {
      const message = error.issues[0]?.message ?? "Please give a note";
      return data<ActionData>(
        { done: null, error: null, failed: { reportId: id, note, error: message } },
        { status: 400 },
      );
    }
    if (error instanceof Error && "status" in error && (error.status === 404 || error.status === 409))
      return data<ActionData>({ done: null, error: error.message, failed: null }, { status: error.status });
    throw error;
  }
  return { done: `${DONE[decision]} report #${id}.`, error: null, failed: null } satisfies ActionData;
}

export function meta() {
  return privatePageMeta("Reports - Fish Spots console");
}

export default function ProblemReports({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, waitingCount, decided } = loaderData.queue;
  const shown = waiting.reduce((n, group) => n + group.reports.length, 0);
  const failed = actionData?.failed ?? null;
  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading" className="text-2xl font-bold tracking-tight">
        Reports
      </h1>
      <p className="mt-1 text-muted-foreground">
        What readers told us is wrong with a spot. Newest first, grouped by spot. Fix the spot on its edit
        page, then resolve the report; a reporter who left an address is mailed once.
      </p>
      {actionData?.done && (
        <Callout variant="success" role="status" className="mt-4">
          <CheckCircle2 aria-hidden />
          <p>{actionData.done}</p>
        </Callout>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 font-medium text-destructive">
          {actionData.error}
        </p>
      )}

      <h2 className="mt-8 text-xl font-semibold">
        {waitingCount > shown ? `Waiting (newest ${shown})` : "Waiting"}
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-3">No report waits for a decision.</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {waiting.map(({ location, reports }) => (
            <li key={location.id}>
              <Card className="p-4 md:p-6">
                <article aria-labelledby={`spot-${location.id}-reports`} className="grid gap-4">
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`spot-${location.id}-reports`} className="text-lg font-semibold">
                      #{location.id} {location.name}
                      <span className="font-normal text-muted-foreground"> · {location.state}</span>
                    </h3>
                    <p className="flex flex-wrap gap-x-4 text-sm">
                      <Link
                        className="font-medium text-primary underline"
                        to={`/admin/locations/${location.id}`}
                      >
                        Edit the spot
                      </Link>
                      <a className="font-medium text-primary underline" href={`/locations/${location.id}`}>
                        View it on the site
                      </a>
                    </p>
                  </header>
                  <ul className="grid gap-3">
                    {reports.map((report) => (
                      <li key={report.id} className="grid gap-3 rounded-lg border p-3 md:p-4">
                        <ReportDetails report={report} />
                        <ProblemReportDecisions
                          reportId={report.id}
                          hasReplyAddress={report.replyEmail !== null}
                          failed={failed?.reportId === report.id ? failed : null}
                        />
                      </li>
                    ))}
                  </ul>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-semibold">Recently decided</h2>
      {decided.length === 0 ? (
        <p className="mt-3">No report has been resolved or dismissed yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {decided.map((report) => (
            <li key={report.id} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">
                <Link className="text-primary underline" to={`/admin/locations/${report.locationId}`}>
                  {report.locationName}
                </Link>
                {" · "}
                {report.status === "resolved" ? "Resolved" : "Dismissed"} by {report.decidedBy}
                {report.decidedAt && <> on {consoleTime(report.decidedAt)}</>}
              </p>
              <ReportDetails report={report} />
              <p className="mt-1">
                <span className="text-muted-foreground">Note: </span>
                {report.decisionNote}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportDetails({ report }: { report: ConsoleProblemReport }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <strong>
          Report #{report.id}: {problemKindLabel(report.kind)}
        </strong>
        {report.status === "held" && <Badge variant="accent">Held: {report.holdReason}</Badge>}
      </p>
      <p className="text-muted-foreground">
        {consoleTime(report.createdAt)}
        {report.replyEmail ? ` · reply to ${report.replyEmail}` : " · no reply address"}
      </p>
      {report.note && <p className="whitespace-pre-line">{report.note}</p>}
    </div>
  );
}
