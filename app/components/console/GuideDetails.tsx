import { Flag, ShieldAlert } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { Callout } from "#app/components/ui/callout";
import { displayName } from "#core/fishTypes";
import { GUIDE_LICENSING_BODIES, type GuideStatus, guideLinks, TRIP_KINDS } from "#core/guides";
import { REPORT_REASONS } from "#core/moderation";
import type { ConsoleGuide } from "#server/services/guides";
import { consoleTime } from "./consoleTime";

// A guide's application or listing as the console shows it (docs/product.md "Guide review"):
// every field the guide gave, the address masked by the service, why it was held, its open
// reports and what the operators last decided.

export const GUIDE_STATUS_LABEL: Record<GuideStatus, string> = {
  unconfirmed: "Unconfirmed",
  pending: "Waits for review",
  approved: "Approved",
  rejected: "Rejected",
  hidden: "Hidden",
  withdrawn: "Withdrawn",
};

const tripKindLabel = (value: string) => TRIP_KINDS.find((kind) => kind.value === value)?.label ?? value;
const reasonLabel = (value: string) => REPORT_REASONS.find((r) => r.value === value)?.label ?? value;
const licensingBody = (state: string) =>
  GUIDE_LICENSING_BODIES[state as keyof typeof GUIDE_LICENSING_BODIES] ?? state;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

export function GuideDetails({ guide }: { guide: ConsoleGuide }) {
  const titleId = `guide-${guide.id}-title`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold break-words">
          {`#${guide.id} ${guide.business}`}{" "}
          <span className="font-normal text-muted-foreground">{`by ${guide.name}`}</span>
        </h2>
        <Badge variant={guide.status === "pending" ? "accent" : "outline"}>
          {GUIDE_STATUS_LABEL[guide.status] ?? guide.status}
        </Badge>
      </div>
      {guide.holdReason && (
        <Callout variant="caution">
          <ShieldAlert aria-hidden />
          <p>
            <span className="font-medium">Held for a closer look: </span>
            {guide.holdReason}
          </p>
        </Callout>
      )}
      <p className="whitespace-pre-line break-words">{guide.about}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <Row term="Name">{guide.name}</Row>
        <Row term="Business">{guide.business}</Row>
        <Row term="E-mail">
          <span className="break-all">{guide.email}</span>
        </Row>
        <Row term="Phone">{guide.phone ?? "-"}</Row>
        <Row term="Website">
          {guide.website ? (
            <a className="break-all text-primary underline" href={guide.website} rel="nofollow noreferrer">
              {guide.website}
            </a>
          ) : (
            "-"
          )}
        </Row>
        <Row term="Licence">{`${guide.licenseNumber} · ${licensingBody(guide.state)}`}</Row>
        <Row term="State">{guide.state}</Row>
        <Row term="Regions">{guide.regions.join(", ") || "-"}</Row>
        <Row term="Waters">
          {guide.waters.length === 0
            ? "None named"
            : guide.waters.map((water, i) => (
                <span key={water.id}>
                  {i > 0 && ", "}
                  <a
                    className="text-primary underline"
                    href={
                      guide.status === "approved"
                        ? guideLinks.locationGuides(water.id)
                        : `/locations/${water.id}`
                    }
                  >
                    {water.name}
                  </a>
                </span>
              ))}
        </Row>
        <Row term="Species">{guide.fishTypes.map(displayName).join(", ")}</Row>
        <Row term="Trips">{guide.tripKinds.map(tripKindLabel).join(", ")}</Row>
        <Row term="Applied">{consoleTime(guide.createdAt)}</Row>
        <Row term="Confirmed">{guide.confirmedAt ? consoleTime(guide.confirmedAt) : "Not yet"}</Row>
        {guide.moderatedAt && <Row term="Last decision">{consoleTime(guide.moderatedAt)}</Row>}
        <Row term="Reports">
          {guide.reports.length === 0 ? "None since the last decision" : guide.reports.length}
        </Row>
      </dl>
      {guide.moderationNote && (
        <p className="text-sm break-words">
          <span className="font-medium">Why: </span>
          {guide.moderationNote}
        </p>
      )}
      {guide.reports.length > 0 && (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="flex items-center gap-1 font-medium">
            <Flag className="size-4" aria-hidden />
            {`${guide.reports.length} ${guide.reports.length === 1 ? "report" : "reports"} since the last decision`}
          </p>
          <ul className="mt-1 grid gap-1">
            {guide.reports.map((report) => (
              <li key={`${String(report.createdAt)}-${report.reason}-${report.note}`}>
                {`${reasonLabel(report.reason)} · ${consoleTime(report.createdAt)}`}
                {report.note && (
                  <span className="block break-words text-muted-foreground">{report.note}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
