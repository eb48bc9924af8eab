import { describe, expect, it } from "vitest";
import { OPTIMAL_REASONS } from "#core/optimalConditions";
import { TIDE_PROVENANCE } from "#core/tidePredictions";
import { spotClockRange, spotDateTime, spotSpan, tideFeet } from "./mailFormat";
import { confirmationMessage, noticeMessage } from "./messages";
import type { NoticeAlert, NoticePayload } from "./notice";

const publicUrl = "https://fishspots.test";
const station = { id: "9437540", name: "Garibaldi, Tillamook Bay" };
const alert: NoticeAlert = {
  id: 42,
  email: "pat@example.com",
  locationId: 7,
  locationName: "Tillamook Bay",
  emailToken: "tok_en-123456789012345678901234567890abcdef",
  timeZone: "America/Los_Angeles",
};
/** An alert at Lake Owyhee, on Mountain time. */
const owyhee: NoticeAlert = {
  ...alert,
  id: 43,
  locationId: 8,
  locationName: "Lake Owyhee",
  timeZone: "America/Boise",
};
const PACIFIC = "America/Los_Angeles";
const MOUNTAIN = "America/Boise";

const high: NoticePayload = {
  type: "high",
  time: "2026-11-21T14:14:00.000Z",
  height: 7.93,
  minus: false,
  station,
};
const minus: NoticePayload = {
  type: "low",
  time: "2026-07-04T13:05:00.000Z",
  height: -1.21,
  minus: true,
  station,
};
const optimal: NoticePayload = {
  type: "optimal",
  time: "2026-11-21T13:30:00.000Z",
  end: "2026-11-21T15:10:00.000Z",
  reasons: [OPTIMAL_REASONS.aroundLow, OPTIMAL_REASONS.firstLight],
  station,
};

/** Every href of an HTML part. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));

describe("times and heights on the spot's clock", () => {
  it.each([
    [PACIFIC, "2026-11-21T14:14:00Z", "Sat, Nov 21, 6:14 AM PST"],
    [PACIFIC, "2026-07-04T13:05:00Z", "Sat, Jul 4, 6:05 AM PDT"],
    // The spring-forward and fall-back nights: the zone printed is the one in force.
    [PACIFIC, "2026-03-08T09:30:00Z", "Sun, Mar 8, 1:30 AM PST"],
    [PACIFIC, "2026-03-08T10:30:00Z", "Sun, Mar 8, 3:30 AM PDT"],
    [PACIFIC, "2026-11-01T08:30:00Z", "Sun, Nov 1, 1:30 AM PDT"],
    [PACIFIC, "2026-11-01T09:30:00Z", "Sun, Nov 1, 1:30 AM PST"],
    [PACIFIC, "2026-11-21T20:00:00Z", "Sat, Nov 21, 12:00 PM PST"],
    [MOUNTAIN, "2026-11-21T14:14:00Z", "Sat, Nov 21, 7:14 AM MST"],
    [MOUNTAIN, "2026-07-04T13:05:00Z", "Sat, Jul 4, 7:05 AM MDT"],
    [MOUNTAIN, "2026-03-08T08:30:00Z", "Sun, Mar 8, 1:30 AM MST"],
    [MOUNTAIN, "2026-03-08T09:30:00Z", "Sun, Mar 8, 3:30 AM MDT"],
    // 11:30 PM on Friday in Oregon is already Saturday at Lake Owyhee.
    [PACIFIC, "2026-11-21T07:30:00Z", "Fri, Nov 20, 11:30 PM PST"],
    [MOUNTAIN, "2026-11-21T07:30:00Z", "Sat, Nov 21, 12:30 AM MST"],
  ])("%s: %s reads %s", (zone, iso, expected) => {
    expect(spotDateTime(new Date(iso), zone)).toBe(expected);
  });

  it("writes short ranges for subjects and full spans for bodies", () => {
    const start = new Date("2026-11-21T13:30:00Z");
    expect(spotClockRange(start, new Date("2026-11-21T15:10:00Z"), PACIFIC)).toBe("5:30–7:10 AM");
    expect(spotClockRange(new Date("2026-11-21T19:30:00Z"), new Date("2026-11-21T21:10:00Z"), PACIFIC)).toBe(
      "11:30 AM–1:10 PM",
    );
    expect(spotClockRange(new Date("2026-11-21T18:30:00Z"), new Date("2026-11-21T20:10:00Z"), MOUNTAIN)).toBe(
      "11:30 AM–1:10 PM",
    );
    expect(spotSpan(start, new Date("2026-11-21T15:10:00Z"), PACIFIC)).toBe(
      "Sat, Nov 21, 5:30 AM – 7:10 AM PST",
    );
    expect(spotSpan(start, new Date("2026-11-21T15:10:00Z"), MOUNTAIN)).toBe(
      "Sat, Nov 21, 6:30 AM – 8:10 AM MST",
    );
    expect(spotSpan(new Date("2026-11-01T08:30:00Z"), new Date("2026-11-01T09:45:00Z"), PACIFIC)).toBe(
      "Sun, Nov 1, 1:30 AM PDT – Sun, Nov 1, 1:45 AM PST",
    );
  });

  it("prints feet to a tenth with a true minus sign", () => {
    expect(tideFeet(7.93)).toBe("7.9 ft");
    expect(tideFeet(-1.21)).toBe("−1.2 ft");
    expect(tideFeet(-0.01)).toBe("0.0 ft");
  });
});

describe("confirmationMessage", () => {
  const mail = confirmationMessage({
    publicUrl,
    email: "pat@example.com",
    confirmToken: "confirm-token-abcdefghijklmnop",
    alerts: [
      { locationName: "Tillamook Bay" },
      { locationName: "Siletz Bay" },
      { locationName: "Tillamook Bay" },
    ],
  });

  it("asks to confirm, names each place once and links once to the confirm page", () => {
    expect(mail.to).toBe("pat@example.com");
    expect(mail.subject).toBe("Confirm your Fish Spots tide alerts");
    const link = "https://fishspots.test/alerts/confirm?token=confirm-token-abcdefghijklmnop";
    expect(mail.text).toContain(link);
    expect(mail.text.split(link)).toHaveLength(2);
    expect(mail.text.match(/Tillamook Bay/g)).toHaveLength(1);
    expect(mail.text).toContain("Siletz Bay");
    expect(mail.text).toContain("Nothing is sent to this address until you confirm");
    expect(mail.text).toMatch(/did not ask .* ignore this e-mail/);
    expect(hrefs(mail.html ?? "")).toEqual([link]);
  });

  it("has a plain-text part and an accessible HTML part", () => {
    expect(mail.text.length).toBeGreaterThan(0);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toMatch(/<h1[^>]*>Confirm your tide alerts<\/h1>/);
    expect(mail.html).toMatch(/<a [^>]*>Confirm my alerts<\/a>/);
    expect(mail.html).not.toContain("<img");
  });

  it("says the single place in the sentence", () => {
    const one = confirmationMessage({
      publicUrl,
      email: "a@b.co",
      confirmToken: "t".repeat(43),
      alerts: [alert],
    });
    expect(one.text).toContain("tide alerts for Tillamook Bay.");
  });
});

describe("noticeMessage", () => {
  it("writes a high tide: subject, height, Pacific time, station, provenance", () => {
    const mail = noticeMessage({ publicUrl, alert, notice: high });
    expect(mail.to).toBe("pat@example.com");
    expect(mail.subject).toBe("High tide at Tillamook Bay: 7.9 ft at 6:14 AM");
    expect(mail.text).toMatch(/^High tide at Tillamook Bay: 7.9 ft at 6:14 AM\n/);
    expect(mail.text).toContain("When: Sat, Nov 21, 6:14 AM PST");
    expect(mail.text).toContain("Height: 7.9 ft above mean lower low water (MLLW)");
    expect(mail.text).toContain("Tide station: Garibaldi, Tillamook Bay (9437540)");
    expect(mail.html).toMatch(/<h1[^>]*>High tide at Tillamook Bay: 7.9 ft at 6:14 AM<\/h1>/);
    expect(mail.text).toContain(TIDE_PROVENANCE);
    expect(mail.html).toContain(TIDE_PROVENANCE);
    expect(mail.text).not.toMatch(/minus/i);
    expect(mail.text).toContain("Times are Pacific time.");
  });

  it("writes times on the spot's own clock and names its zone: Mountain time at Lake Owyhee", () => {
    const mail = noticeMessage({ publicUrl, alert: owyhee, notice: high });
    expect(mail.subject).toBe("High tide at Lake Owyhee: 7.9 ft at 7:14 AM");
    expect(mail.text).toContain("When: Sat, Nov 21, 7:14 AM MST");
    expect(mail.text).toContain("Times are Mountain time.");
    expect(mail.text).not.toMatch(/Pacific|Oregon time|PST|PDT/);
    const window = noticeMessage({ publicUrl, alert: owyhee, notice: optimal });
    expect(window.subject).toBe("Optimal fishing conditions at Lake Owyhee: 6:30–8:10 AM");
    expect(window.text).toContain("When: Sat, Nov 21, 6:30 AM – 8:10 AM MST");
    const flow = noticeMessage({
      publicUrl,
      alert: owyhee,
      notice: {
        type: "flow",
        time: "2026-07-04T13:05:00.000Z",
        flow: 250,
        minFlow: 200,
        maxFlow: null,
        site: { id: "USGS-13183000", name: "Owyhee River below Owyhee Dam" },
      },
    });
    expect(flow.text).toContain("Read at: Sat, Jul 4, 7:05 AM MDT");
    expect(flow.text).toContain("Times are Mountain time.");
  });

  it("calls a low below zero a minus tide, in summer time", () => {
    const mail = noticeMessage({ publicUrl, alert, notice: minus });
    expect(mail.subject).toBe("Minus tide at Tillamook Bay: −1.2 ft at 6:05 AM");
    expect(mail.text).toContain("When: Sat, Jul 4, 6:05 AM PDT");
    expect(mail.text).toContain("Height: −1.2 ft, below mean lower low water (MLLW): a minus tide");
    expect(mail.text).toContain("A minus tide falls below 0.0 ft");
    const plain = noticeMessage({ publicUrl, alert, notice: { ...minus, height: 1.4, minus: false } });
    expect(plain.subject).toBe("Low tide at Tillamook Bay: 1.4 ft at 6:05 AM");
  });

  it("writes an optimal window with its reasons", () => {
    const mail = noticeMessage({ publicUrl, alert, notice: optimal });
    expect(mail.subject).toBe("Optimal fishing conditions at Tillamook Bay: 5:30–7:10 AM");
    expect(mail.text).toContain("When: Sat, Nov 21, 5:30 AM – 7:10 AM PST");
    expect(mail.text).toContain("  - Moving tide around low tide");
    expect(mail.text).toContain("  - First light");
    expect(mail.html).toContain("<li>First light</li>");
  });

  it("links absolutely to the tides tab, the manage page and the unsubscribe page", () => {
    const mail = noticeMessage({ publicUrl, alert, notice: high });
    const token = alert.emailToken;
    const expected = [
      "https://fishspots.test/locations/7?tab=tides",
      `https://fishspots.test/alerts/42?token=${token}`,
      `https://fishspots.test/alerts/42/unsubscribe?token=${token}`,
    ];
    expect(hrefs(mail.html ?? "")).toEqual(expected);
    for (const link of expected) expect(mail.text).toContain(link);
    expect(mail.html).toContain(">Unsubscribe from this alert</a>");
    expect(mail.html).toContain(">Pause, resume or delete this alert</a>");
  });

  it("leaves out the tides link for an alert without a location", () => {
    const mail = noticeMessage({ publicUrl, alert: { ...alert, locationId: null }, notice: high });
    expect(hrefs(mail.html ?? "")).toHaveLength(2);
    expect(mail.text).not.toContain("?tab=tides");
  });

  it("carries RFC 8058 one-click unsubscribe headers", () => {
    const mail = noticeMessage({ publicUrl, alert, notice: high });
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<https://fishspots.test/api/tide-alerts/42/unsubscribe?token=${alert.emailToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("escapes a hostile location name in the HTML and keeps the subject on one line", () => {
    const hostile = { ...alert, locationName: 'Bay <script>alert("x")</script>\r\nBcc: evil@example.com' };
    const mail = noticeMessage({ publicUrl, alert: hostile, notice: high });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Bcc: evil@example.com");
    const confirm = confirmationMessage({
      publicUrl,
      email: "pat@example.com",
      confirmToken: "t".repeat(43),
      alerts: [hostile],
    });
    expect(confirm.html).not.toContain("<script>");
    expect(confirm.html).toContain("&lt;script&gt;");
  });
});
