// placeholder (local only)
import type { MailMessage } from "../mail.server";
import type { NoticeAlert, NoticePayload } from "./notice";
export function noticeMessage(o: {
  publicUrl: string;
  alert: NoticeAlert;
  notice: NoticePayload;
}): MailMessage {
  return {
    to: o.alert.email,
    subject: `${o.notice.type} at ${o.alert.locationName}`,
    text: JSON.stringify(o.notice),
  };
}
