// The one place that writes alert e-mails (docs/product.md "Alert e-mails"): the confirmation an
// address gets before anything else, and the notices the worker sends. Every link is absolute under
// PUBLIC_URL and goes to a page; a page changes nothing until its button is pressed (mail scanners
// open links).

import { alertLinks } from "#core/alertLinks";
import { flowRangeText } from "#core/alerts";
import { SITE_NAME } from "#core/seo";
import { TIDE_PROVENANCE } from "#core/tidePredictions";
import { zoneName } from "#core/zoneName";
import type { MailMessage } from "../mail.server";
import { type MailBlock, type MailBody, oneLine, renderHtml, renderText } from "./mailBody";
import { spotClock, spotClockRange, spotDateTime, spotSpan, tideFeet } from "./mailFormat";
import type { NoticeAlert, NoticePayload } from "./notice";

function message(to: string, subject: string, body: MailBody, headers?: Record<string, string>): MailMessage {
  return {
    to,
    subject: oneLine(subject),
    text: renderText(body),
    html: renderHtml(body),
    ...(headers && { headers }),
  };
}

/** Each place once, in the order the alerts were made. */
function distinctNames(alerts: readonly { locationName: string }[]): string[] {
  return [...new Set(alerts.map((a) => oneLine(a.locationName)))];
}

export function confirmationMessage(options: {
  publicUrl: string;
  email: string;
  confirmToken: string;
  alerts: readonly { locationName: string }[];
}): MailMessage {
  const names = distinctNames(options.alerts);
  const heading = "Confirm your tide alerts";
  const blocks: MailBlock[] = [
    {
      kind: "paragraph",
      text:
        names.length === 1
          ? `Someone, we hope you, asked ${SITE_NAME} to e-mail ${options.email} tide alerts for ${names[0]}.`
          : `Someone, we hope you, asked ${SITE_NAME} to e-mail ${options.email} tide alerts for these places:`,
    },
    ...(names.length > 1 ? [{ kind: "list", items: names } as const] : []),
    {
      kind: "paragraph",
      text: "Nothing is sent to this address until you confirm. To confirm, open this link and press the “Confirm my alerts” button on the page:",
    },
    {
      kind: "button",
      label: "Confirm my alerts",
      href: options.publicUrl + alertLinks.confirm(options.confirmToken),
    },
    {
      kind: "note",
      text: "If you did not ask for tide alerts, ignore this e-mail: without a confirmation you will get nothing more from us.",
    },
  ];
  return message(options.email, `Confirm your ${SITE_NAME} tide alerts`, { heading, blocks });
}

const cfs = (flow: number) => `${Math.round(flow).toLocaleString("en-US")} ft³/s`;

/** "800 to 2,000 ft³/s", "at least 800 ft³/s", "at most 2,000 ft³/s". */
export function flowRange(minFlow: number | null, maxFlow: number | null): string {
  if (minFlow !== null && maxFlow !== null)
    return `${Math.round(minFlow).toLocaleString("en-US")} to ${cfs(maxFlow)}`;
  if (minFlow !== null) return `at least ${cfs(minFlow)}`;
  return `at most ${cfs(maxFlow ?? 0)}`;
}

function noticeHeading(name: string, notice: NoticePayload, timeZone: string): string {
  if (notice.type === "flow") return `River flow at ${name}: ${cfs(notice.flow)}, in your range`;
  if (notice.type === "optimal") {
    return `Optimal fishing conditions at ${name}: ${spotClockRange(new Date(notice.time), new Date(notice.end), timeZone)}`;
  }
  const kind = notice.type === "high" ? "High tide" : notice.minus ? "Minus tide" : "Low tide";
  return `${kind} at ${name}: ${tideFeet(notice.height)} at ${spotClock(new Date(notice.time), timeZone)}`;
}

function eventBlocks(notice: NoticePayload, timeZone: string): MailBlock[] {
  if (notice.type === "flow") {
    return [
      {
        kind: "paragraph",
        text: "The river's flow has entered the range you asked for. We tell you once; the next e-mail comes after it leaves the range and enters it again.",
      },
      {
        kind: "facts",
        rows: [
          ["Flow", cfs(notice.flow)],
          ["Read at", spotDateTime(new Date(notice.time), timeZone)],
          ["Your range", flowRangeText(notice.minFlow, notice.maxFlow) ?? "any flow"],
          ["Gauge", `${notice.site.name} (${notice.site.id}), USGS provisional data`],
        ],
      },
    ];
  }
  const station: [string, string] = ["Tide station", `${notice.station.name} (${notice.station.id})`];
  if (notice.type === "optimal") {
    return [
      { kind: "facts", rows: [["When", spotSpan(new Date(notice.time), new Date(notice.end), timeZone)]] },
      { kind: "paragraph", text: "Why this time:" },
      { kind: "list", items: notice.reasons },
      { kind: "facts", rows: [station] },
    ];
  }
  const minus = notice.type === "low" && notice.minus;
  const height = minus
    ? `${tideFeet(notice.height)}, below mean lower low water (MLLW): a minus tide`
    : `${tideFeet(notice.height)} above mean lower low water (MLLW)`;
  return [
    ...(minus
      ? [
          {
            kind: "paragraph",
            text: "A minus tide falls below 0.0 ft, the zero of the tide tables: flats and pools that are usually under water are uncovered, a good time for clams and tide pools.",
          } as const,
        ]
      : []),
    {
      kind: "facts",
      rows: [["When", spotDateTime(new Date(notice.time), timeZone)], ["Height", height], station],
    },
  ];
}

/** A notice: one event at one alert's place, with the links to manage and leave that alert. */
export function noticeMessage(options: {
  publicUrl: string;
  alert: NoticeAlert;
  notice: NoticePayload;
}): MailMessage {
  const { publicUrl, alert, notice } = options;
  const name = oneLine(alert.locationName);
  const heading = noticeHeading(name, notice, alert.timeZone);
  const links = [
    ...(alert.locationId != null
      ? [
          {
            label: notice.type === "flow" ? `River and weather at ${name}` : `This week's tides at ${name}`,
            href: publicUrl + alertLinks.locationTides(alert.locationId),
          },
        ]
      : []),
    {
      label: "Pause, resume or delete this alert",
      href: publicUrl + alertLinks.manage(alert.id, alert.emailToken),
    },
    {
      label: "Unsubscribe from this alert",
      href: publicUrl + alertLinks.unsubscribe(alert.id, alert.emailToken),
    },
  ];
  const blocks: MailBlock[] = [
    ...eventBlocks(notice, alert.timeZone),
    ...(notice.type === "flow" ? [] : [{ kind: "note", text: TIDE_PROVENANCE } as const]),
    { kind: "links", links },
    {
      kind: "note",
      text: `You get this e-mail because you set up ${notice.type === "flow" ? "a river flow alert" : "a tide alert"} for ${name} on ${SITE_NAME}. Times are ${zoneName(alert.timeZone)}.`,
    },
  ];
  // RFC 2369 and RFC 8058: mail programs offer an unsubscribe button that POSTs to this address.
  const headers = {
    "List-Unsubscribe": `<${publicUrl}${alertLinks.oneClickUnsubscribe(alert.id, alert.emailToken)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  return message(alert.email, heading, { heading, blocks }, headers);
}
