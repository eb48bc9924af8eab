// What the worker records for each notice (alert_notifications.payload) and what the message
// builder needs to write it. The payload is fixed when the notice is recorded, so a retry
// sends the same words as the first attempt.

import type { OptimalReason } from "#core/optimalConditions";

export type NoticePayload =
  | {
      type: "high" | "low";
      /** ISO 8601 instant of the high or low. */
      time: string;
      /** Feet above MLLW. */
      height: number;
      minus: boolean;
      station: { id: string; name: string };
    }
  | {
      type: "optimal";
      /** ISO 8601 instants of the optimal window. */
      time: string;
      end: string;
      reasons: OptimalReason[];
      station: { id: string; name: string };
    }
  | {
      type: "flow";
      /** ISO 8601 instant of the gauge reading that entered the range. */
      time: string;
      /** ft³/s */
      flow: number;
      minFlow: number | null;
      maxFlow: number | null;
      site: { id: string; name: string };
    };

/** The alert a notice is about, as the message needs it. */
export type NoticeAlert = {
  id: number;
  email: string;
  locationId: number | null;
  locationName: string;
  emailToken: string;
  /** The IANA zone of the alert's spot: the clock the e-mail's times are written on. */
  timeZone: string;
};
