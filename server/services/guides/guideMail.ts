import { GUIDE_CONFIRM_DAYS, GUIDE_LINK_MINUTES, guideLinks } from "#core/guides";
import { SITE_NAME } from "#core/seo";
import { type MailBody, oneLine, renderHtml, renderText } from "#server/alerts/mailBody";
import type { MailMessage } from "#server/mail.server";

// The e-mails a guide gets (docs/product.md "Local guides"): plain text and simple HTML from the
// same blocks, every link absolute under PUBLIC_URL and landing on a page that changes nothing
// until its button is pressed (mail scanners open links).

function message(to: string, subject: string, body: MailBody): MailMessage {
  return { to, subject: oneLine(subject), text: renderText(body), html: renderHtml(body) };
}

export function confirmApplicationMessage(o: {
  publicUrl: string;
  email: string;
  token: string;
  business: string;
}) {
  return message(o.email, `Confirm your ${SITE_NAME} guide application`, {
    heading: "Confirm your guide application",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone, we hope you, applied to list ${oneLine(o.business)} in the ${SITE_NAME} directory of local guides with this address.`,
      },
      {
        kind: "paragraph",
        text: "Nothing happens until you confirm. To confirm, open this link and press the “Confirm my application” button on the page:",
      },
      { kind: "button", label: "Confirm my application", href: o.publicUrl + guideLinks.confirm(o.token) },
      {
        kind: "note",
        text: `The link works once, within ${GUIDE_CONFIRM_DAYS} days. If you did not apply, ignore this e-mail: the application is never shown.`,
      },
    ],
  });
}

export function manageLinkMessage(o: { publicUrl: string; email: string; token: string }) {
  return message(o.email, `Your link to update your ${SITE_NAME} guide listing`, {
    heading: "Update or withdraw your listing",
    blocks: [
      { kind: "paragraph", text: "Open this link to update or withdraw your guide listing:" },
      { kind: "button", label: "Update my listing", href: o.publicUrl + guideLinks.manage(o.token) },
      {
        kind: "note",
        text: `It works once, within ${GUIDE_LINK_MINUTES} minutes. If you did not ask for it, ignore this message.`,
      },
    ],
  });
}

export function approvedMessage(o: { publicUrl: string; email: string; business: string }) {
  return message(o.email, `Your ${SITE_NAME} guide listing is live`, {
    heading: "Your listing is live",
    blocks: [
      {
        kind: "paragraph",
        text: `${oneLine(o.business)} now shows on the spots of the waters and regions you guide. Your e-mail address is never shown.`,
      },
      {
        kind: "paragraph",
        text: "To update or withdraw the listing later, ask for a link on this page:",
      },
      { kind: "button", label: "Update my listing", href: o.publicUrl + guideLinks.requestUpdate },
    ],
  });
}

export function rejectedMessage(o: { publicUrl: string; email: string; business: string; reason: string }) {
  return message(o.email, `Your ${SITE_NAME} guide application`, {
    heading: "Your application was not approved",
    blocks: [
      {
        kind: "paragraph",
        text: `We are sorry: our team did not approve the listing of ${oneLine(o.business)}. Their reason:`,
      },
      { kind: "paragraph", text: o.reason },
      {
        kind: "paragraph",
        text: "You are welcome to apply again with what the reason asks for:",
      },
      { kind: "button", label: "Apply again", href: o.publicUrl + guideLinks.apply },
    ],
  });
}
