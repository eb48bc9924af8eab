import { describe, expect, it } from "vitest";
import { isPermanentSmtpFailure, maskAddressesIn, noticeStateCounts } from "./consoleAlerts";

// The console's alerts screen (docs/product.md "Operator console"): which dead notices count as a
// bounce, and that no address in an SMTP error reaches the page unmasked ("Masked addresses").

describe("isPermanentSmtpFailure", () => {
  it.each([
    ["550 5.1.1 Mailbox unavailable", true, "a 5xx reply at the start"],
    ["554-5.7.1 Rejected", true, "a multi-line 5xx reply"],
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <j@example.com>: No such user",
      true,
      "nodemailer's recipient refusal",
    ],
    ["Message failed: 552 Message too large", true, "nodemailer's refusal after DATA"],
    ["451 4.3.0 Try again later", false, "a 4xx reply is temporary"],
    ["Message failed: 421 Service not available", false, "temporary after nodemailer's prefix"],
    ["The worker stopped while sending; not resent to avoid a duplicate", false, "an interruption"],
    ["connect ECONNREFUSED 127.0.0.1:2525", false, "no reply at all"],
    ["Timeout after 5500 ms", false, "a number that is not a reply code"],
    [null, false, "no error"],
  ])("%j -> %s (%s)", (error, expected, _why) => {
    expect(isPermanentSmtpFailure(error)).toBe(expected);
  });
});

describe("maskAddressesIn", () => {
  it.each([
    [
      "550 5.1.1 <jane.doe@example.com>: Recipient address rejected",
      "550 5.1.1 <j•••@example.com>: Recipient address rejected",
    ],
    ["rejected: bob@fish.org, ann@fish.org", "rejected: b•••@fish.org, a•••@fish.org"],
    ["451 Try again later", "451 Try again later"],
  ])("%j -> %j", (text, expected) => {
    expect(maskAddressesIn(text)).toBe(expected);
  });
});

describe("noticeStateCounts", () => {
  it("lists every state of docs/product.md in order, zeros included, then any other state", () => {
    expect(
      noticeStateCounts([
        { status: "sent", count: 4 },
        { status: "failed", count: 1 },
        { status: "dead", count: 2 },
      ]),
    ).toEqual([
      { status: "pending", count: 0 },
      { status: "claimed", count: 0 },
      { status: "sending", count: 0 },
      { status: "sent", count: 4 },
      { status: "dead", count: 2 },
      { status: "interrupted", count: 0 },
      { status: "cancelled", count: 0 },
      { status: "expired", count: 0 },
      { status: "failed", count: 1 },
    ]);
  });
});
