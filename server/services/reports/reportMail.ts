import { problemKindLabel } from "#core/problemReports";
import { SITE_NAME } from "#core/seo";
import { oneLine, renderHtml, renderText } from "#server/alerts/mailBody";
import type { MailMessage } from "#server/mail.server";

// The one e-mail a reporter gets (docs/product.md "Problem reports"): when their report is
// resolved, if they left an address. Plain text and simple HTML from the same blocks.

export function resolvedReportMessage(o: {
  publicUrl: string;
  email: string;
  locationId: number;
  locationName: string;
  kind: string;
  note: string;
}): MailMessage {
  const spot = oneLine(o.locationName);
  const body = {
    heading: `We fixed ${spot}`,
    blocks: [
      {
        kind: "paragraph" as const,
        text: `Thanks for telling us about ${spot} (“${problemKindLabel(o.kind)}”). Our team checked it and fixed the spot's page.`,
      },
      { kind: "paragraph" as const, text: "What our team wrote:" },
      { kind: "paragraph" as const, text: o.note },
      { kind: "button" as const, label: "See the spot", href: `${o.publicUrl}/locations/${o.locationId}` },
      {
        kind: "note" as const,
        text: `This is the only e-mail about your report. ${SITE_NAME} has not kept your address.`,
      },
    ],
  };
  return {
    to: o.email,
    subject: oneLine(`Your report about ${spot} on ${SITE_NAME}`),
    text: renderText(body),
    html: renderHtml(body),
  };
}
