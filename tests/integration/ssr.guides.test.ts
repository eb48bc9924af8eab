import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GUIDE_APPLIED_ANSWER,
  GUIDE_CONFIRMED_ANSWER,
  GUIDE_LINK_REFUSED,
  GUIDE_UPDATED_ANSWER,
  GUIDE_WITHDRAWN_ANSWER,
} from "#core/guides";
import { REPORT_THANKS } from "#core/moderation";
import { guides } from "#server/db/schema";
import { guideWaters } from "#tests/support/guideWaters";
import { markup, textOf } from "#tests/support/html";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// The Local Guides pages as the server renders them, without JavaScript
// (docs/product.md "Local guides", decision 013): the application posted as a plain form, the
// confirmation page that changes nothing until its button, the spot's tab with its water and
// region groups, the report form, and the update link's page refusing a bad link.

let sink: SmtpSink;
let server: TestServer;
let ids: Record<string, number>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    env: { SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
    locations: guideWaters(),
  });
  const all = await server.services.findLocations({});
  ids = Object.fromEntries(all.map((l) => [l.name, l.id]));
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

function post(path: string, fields: Record<string, string | string[]>, address = "198.51.100.20") {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return server.fetchText(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body,
    redirect: "manual",
  });
}

const page = async (path: string, status = 200) => {
  const answer = await server.fetchText(path);
  expect(answer.status).toBe(status);
  return answer;
};

let applications = 0;

/** The application form as a browser without JavaScript posts it. */
function application(overrides: Record<string, string | string[]> = {}) {
  applications += 1;
  return {
    intent: "apply",
    name: "Jo Riverside",
    business: `Riverside Drifters ${applications}`,
    email: `guide${applications}@example.com`,
    phone: "503-555-0100",
    website: "https://riverside.example.com",
    licenseNumber: `OSMB-${1000 + applications}`,
    state: "Oregon",
    regions: "North Coast",
    locationIds: String(ids["Wilson River"]),
    fishTypes: ["steelhead", "chinook_salmon"],
    tripKinds: ["drift_boat", "bank"],
    about: "Winter steelhead on the Wilson, spring Chinook in the bay.",
    ...overrides,
  };
}

/** Waits for the `count`-th mail to `email` (mail goes out after the answer). */
async function mailTo(email: string, count = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  while (sink.messagesTo(email).length < count) {
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return sink.messagesTo(email)[count - 1] as ReceivedMail;
}

/** The path of a guide's e-mailed link. */
const linkIn = (mail: ReceivedMail, page: "confirm" | "manage") =>
  mail.text.match(new RegExp(`https://fishspots\\.test(/guides/${page}\\?token=\\S+)`))?.[1] as string;
const tokenOf = (path: string) => new URL(path, "https://fishspots.test").searchParams.get("token") ?? "";

/** Whether the markup has a ticked box of that value (React writes its attributes in any order). */
const ticked = (html: string, value: string | number) =>
  [...html.matchAll(/<input\b[^>]*>/g)].some(
    ([tag]) => tag.includes(`value="${value}"`) && tag.includes('checked=""'),
  );

const statusOf = async (email: string) =>
  (
    await server.database.handle.db
      .select({ status: guides.status })
      .from(guides)
      .where(eq(guides.email, email))
  )[0]?.status;

describe("applying, confirming and the listing", () => {
  let listed: ReturnType<typeof application>;

  it("takes the application as a plain form post and answers the same text for every address", async () => {
    listed = application();
    const answer = await post("/guides/apply", listed);
    expect(answer.status).toBe(202);
    expect(textOf(answer.body)).toContain(GUIDE_APPLIED_ANSWER);
    expect(answer.body).not.toContain(listed.email);
  });

  it("changes nothing when the confirmation link is opened; its button confirms", async () => {
    const link = linkIn(await mailTo(listed.email), "confirm");
    expect(link).toBeDefined();
    const opened = await page(link);
    expect(opened.headers.get("cache-control")).toMatch(/no-store/);
    expect(markup(opened.body)).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(textOf(opened.body)).toContain("Confirm my application");
    expect(await statusOf(listed.email)).toBe("unconfirmed");

    const token = tokenOf(link);
    const confirmed = await post("/guides/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(textOf(confirmed.body)).toContain(GUIDE_CONFIRMED_ANSWER);
    expect(await statusOf(listed.email)).toBe("pending");
    // Once: the same button again is refused with the clear message.
    const again = await post("/guides/confirm", { token });
    expect(again.status).toBe(404);
    expect(textOf(again.body)).toContain(GUIDE_LINK_REFUSED);
  });

  it("shows the approved guide on the named water, then in its region, and never the address", async () => {
    const [row] = await server.database.handle.db
      .select({ id: guides.id })
      .from(guides)
      .where(eq(guides.email, listed.email));
    await server.services.approveGuide({ id: row?.id as number, operator: "ops@fishspots.test" });

    const wilson = (await page(`/locations/${ids["Wilson River"]}?tab=guides`)).body;
    const onWater = markup(wilson);
    expect(textOf(onWater)).toContain("On this water");
    expect(textOf(onWater)).not.toContain("In the North Coast region");
    expect(textOf(onWater)).toContain(listed.business);
    expect(textOf(onWater)).toContain(`${listed.licenseNumber} (Oregon State Marine Board)`);
    expect(textOf(onWater)).toContain("Drift boat");
    expect(textOf(onWater)).toContain("Steelhead, Chinook Salmon");
    expect(onWater).toMatch(
      /<a[^>]*href="https:\/\/riverside\.example\.com"[^>]*rel="nofollow ugc noopener"/,
    );
    expect(onWater).toContain('href="tel:5035550100"');
    expect(textOf(onWater)).toContain("Report this listing");
    // In its panel, not moved to the end of the document for a script to put back.
    expect(wilson.indexOf('id="guides-heading"')).toBeLessThan(wilson.indexOf("</main>"));
    expect(wilson).not.toContain(listed.email);

    const nestucca = textOf((await page(`/locations/${ids["Nestucca River"]}?tab=guides`)).body);
    expect(nestucca).toContain("In the North Coast region");
    expect(nestucca).not.toContain("On this water");
    expect(nestucca).toContain(listed.business);
  });

  it("takes a report posted without JavaScript, and asks for a reason when none was chosen", async () => {
    const [row] = await server.database.handle.db
      .select({ id: guides.id })
      .from(guides)
      .where(eq(guides.email, listed.email));
    const spot = `/locations/${ids["Wilson River"]}`;
    const noReason = await post(`${spot}?tab=guides`, {
      intent: "report-guide",
      guideId: String(row?.id),
      note: "Hm",
    });
    expect(noReason.status).toBe(400);
    expect(textOf(noReason.body)).toContain("Please choose a reason");
    expect(markup(noReason.body)).toMatch(/<details[^>]*open=""/);

    const taken = await post(`${spot}?tab=guides`, {
      intent: "report-guide",
      guideId: String(row?.id),
      reason: "spam",
    });
    expect(taken.status).toBe(303);
    const after = taken.headers.get("location") ?? "";
    expect(after).toBe(`${spot}?tab=guides&created=guide-report`);
    expect(textOf((await page(after)).body)).toContain(REPORT_THANKS);
  });
});

describe("the Local Guides tab of a spot without guides", () => {
  it("says so and links to the application with the spot's state and water", async () => {
    const html = markup((await page(`/locations/${ids["Detroit Lake"]}?tab=guides`)).body);
    expect(textOf(html)).toContain("No guides are listed for Detroit Lake yet.");
    const apply = `/guides/apply?state=oregon&amp;location=${ids["Detroit Lake"]}`;
    expect(html).toContain(`href="${apply}"`);
    expect(textOf(html)).toContain("Are you a guide? Apply to be listed");
    expect(html).toContain('href="/guides/manage"');
  });

  it("leaves the guides out of the page when another tab is open", async () => {
    const html = (await page(`/locations/${ids["Wilson River"]}`)).body;
    expect(html).not.toContain('id="guides-heading"');
  });
});

describe("/guides/apply", () => {
  it("renders a state's regions and waters from ?state=, for a form without JavaScript", async () => {
    const html = markup((await page("/guides/apply?state=washington")).body);
    expect(html).toMatch(/<option value="washington" selected="">Washington<\/option>/);
    expect(html).toMatch(/<input[^>]*name="regions"[^>]*value="Puget Sound"/);
    expect(html).toMatch(new RegExp(`<input[^>]*name="locationIds"[^>]*value="${ids["Elliott Bay"]}"`));
    expect(textOf(html)).toContain("Elliott Bay");
    expect(textOf(html)).not.toContain("Wilson River");
    expect(textOf(html)).toContain("Washington Department of Fish and Wildlife (WDFW)");
    expect(textOf(html)).toContain("Show this state's waters");
  });

  it("ticks the water and region of the spot it was opened from", async () => {
    const html = markup((await page(`/guides/apply?state=oregon&location=${ids["Detroit Lake"]}`)).body);
    expect(ticked(html, ids["Detroit Lake"] as number)).toBe(true);
    expect(ticked(html, "Willamette Valley")).toBe(true);
    expect(ticked(html, "North Coast")).toBe(false);
  });

  it("answers 400 with the fields' messages and keeps what was typed", async () => {
    const typed = application({ about: "Too short", tripKinds: [], website: "riverside" });
    const answer = await post("/guides/apply", typed);
    expect(answer.status).toBe(400);
    const html = markup(answer.body);
    expect(textOf(html)).toContain("About your trips must be at least 10 characters");
    expect(textOf(html)).toContain("Please choose at least one kind of trip");
    expect(textOf(html)).toContain("Website must be an address starting with https:// or http://");
    expect(html).toContain(`value="${typed.business}"`);
    expect(html).toContain(`value="${typed.email}"`);
    expect(ticked(html, "steelhead")).toBe(true);
    expect(ticked(html, ids["Wilson River"] as number)).toBe(true);
    expect(html).toMatch(/<textarea[^>]*>Too short<\/textarea>/);
    expect(sink.messagesTo(typed.email)).toEqual([]);
  });
});

describe("/guides/manage", () => {
  it("asks for the address without a token, and answers the same for every address", async () => {
    expect(textOf((await page("/guides/manage")).body)).toContain("Send me a link");
    const answer = await post("/guides/manage", { intent: "request-link", email: "nobody@example.com" });
    expect(answer.status).toBe(202);
    expect(textOf(answer.body)).toContain(
      "If that address has a listing, a link to update or withdraw it is on its way.",
    );
  });

  it("shows the listing in the application's form; a save or a withdrawal posts and spends the link", async () => {
    const guide = application({ business: "Manage Me Outfitters" });
    await post("/guides/apply", guide);
    await post("/guides/confirm", { token: tokenOf(linkIn(await mailTo(guide.email), "confirm")) });
    await post("/guides/manage", { intent: "request-link", email: guide.email });
    const link = linkIn(await mailTo(guide.email, 2), "manage");

    const opened = await page(link);
    expect(opened.headers.get("cache-control")).toMatch(/no-store/);
    const form = markup(opened.body);
    expect(form).toContain('value="Manage Me Outfitters"');
    expect(ticked(form, ids["Wilson River"] as number)).toBe(true);
    expect(textOf(form)).toContain("g•••@example.com");
    expect(form).not.toContain(guide.email);
    // Reading spends nothing: the page opens again.
    await page(link);

    const { email: _email, intent: _intent, ...fields } = guide;
    const refused = await post(link, { ...fields, intent: "update", token: tokenOf(link), about: "Short" });
    expect(refused.status).toBe(400);
    expect(textOf(refused.body)).toContain("About your trips must be at least 10 characters");
    expect(markup(refused.body)).toMatch(/<textarea[^>]*>Short<\/textarea>/);

    const saved = await post(link, { ...fields, intent: "update", token: tokenOf(link) });
    expect(saved.status).toBe(200);
    expect(textOf(saved.body)).toContain(GUIDE_UPDATED_ANSWER);
    expect(await statusOf(guide.email)).toBe("pending");
    expect((await post(link, { ...fields, intent: "update", token: tokenOf(link) })).status).toBe(404);

    await server.database.handle.db.execute(
      sql`update guide_tokens set created_at = now() - interval '1 hour' where email = ${guide.email}`,
    );
    await post("/guides/manage", { intent: "request-link", email: guide.email });
    const again = linkIn(await mailTo(guide.email, 3), "manage");
    expect(textOf((await page(`${again}&step=withdraw`)).body)).toContain("Withdraw your listing?");
    const withdrawn = await post(again, { intent: "withdraw", token: tokenOf(again) });
    expect(withdrawn.status).toBe(200);
    expect(textOf(withdrawn.body)).toContain(GUIDE_WITHDRAWN_ANSWER);
    expect(await statusOf(guide.email)).toBe("withdrawn");
  });

  it("refuses a used or unknown link with the message and a way to ask for a new one", async () => {
    const answer = await page(`/guides/manage?token=${"A".repeat(43)}`, 404);
    expect(textOf(answer.body)).toContain(GUIDE_LINK_REFUSED);
    expect(textOf(answer.body)).toContain("Ask for a new link");
    expect(answer.headers.get("cache-control")).toMatch(/no-store/);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
  });
});

describe("malformed posts", () => {
  it.each([
    [
      "an application of nonsense",
      "/guides/apply",
      { locationIds: ["abc", "-1"], regions: "x".repeat(300) },
      400,
    ],
    ["waters of another state", "/guides/apply", { locationIds: "999999" }, 400],
    ["a confirmation without a token", "/guides/confirm", {}, 404],
    ["an empty update without a token", "/guides/manage", { intent: "update" }, 400],
    [
      "a withdrawal with a made-up token",
      "/guides/manage",
      { intent: "withdraw", token: "B".repeat(43) },
      404,
    ],
    ["an unknown form", "/guides/manage", { intent: "delete-everything" }, 400],
  ])("answers %s with a 4xx, never a 5xx", async (_what, path, fields, status) => {
    const body = path === "/guides/apply" ? application(fields) : fields;
    expect((await post(path, body)).status).toBe(status);
  });

  it("answers a report of a listing that is not public with 404, and a malformed one with 400", async () => {
    const spot = `/locations/${ids["Wilson River"]}?tab=guides`;
    const gone = await post(spot, { intent: "report-guide", guideId: "999999", reason: "spam" });
    expect(gone.status).toBe(404);
    expect(textOf(gone.body)).toContain("This listing is no longer shown.");
    expect((await post(spot, { intent: "report-guide", guideId: "abc", reason: "spam" })).status).toBe(400);
  });
});
