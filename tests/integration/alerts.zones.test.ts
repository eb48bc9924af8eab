import { describe, expect, it } from "vitest";
import type { OptimalWindow } from "#core/optimalConditions";
import { createOptimalWindowCache, eventSource } from "#server/alerts/eventSources";
import { spotDateTime } from "#server/alerts/mailFormat";
import type { TideDayExtreme } from "#server/services/conditions/tides";
import { alertWorkerFixture, HOUR, MINUTE, START, tideCache } from "../support/alertWorkerFixture";
import { makeTidalLocation } from "../support/factories";

// The alert worker on a Mountain-time spot (docs/product.md "Time zones", decision 038): the days
// whose highs, lows and optimal windows it reads are the spot's own, and its e-mails are written on
// the spot's clock. The spot is made up: tidal water at Lake Owyhee's coordinates, predicted from
// Garibaldi (the region table's North Coast station), so that a tide alert can run there.

const MOUNTAIN = "America/Boise";
const PACIFIC = "America/Los_Angeles";
const OWYHEE = { latitude: 43.63, longitude: -117.24 };

const alerts = alertWorkerFixture(
  makeTidalLocation({ name: "Owyhee Test Tides", latitude: "43.6300", longitude: "-117.2400" }),
);
const { alertFor, extremesAfter, harness, notices } = alerts;

/** The place's optimal windows over the fixture's fortnight, on the days of `timeZone`. */
function optimalWindowsOn(timeZone: string): readonly OptimalWindow[] {
  return (
    eventSource({
      tideCache,
      optimalCache: createOptimalWindowCache(),
      station: alerts.station,
      place: OWYHEE,
      timeZone,
      from: START,
      to: new Date(START.getTime() + 16 * 24 * HOUR),
      withOptimal: true,
    }).optimalWindows ?? []
  );
}

describe("alerts at a spot on Mountain time", () => {
  it("keeps the spot's zone", () => {
    expect(alerts.timeZone).toBe(MOUNTAIN);
  });

  it("a daily tide alert is mailed on the spot's clock, once a day", async () => {
    const alert = await alertFor("owyhee-daily@example.com", {
      highTideAlert: true,
      lowTideAlert: true,
      minAlertInterval: 86400,
    });
    const [first, second] = extremesAfter(START) as [TideDayExtreme, TideDayExtreme];
    const { worker, setClock } = harness();

    setClock(new Date(first.time.getTime() - HOUR));
    expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
    const [mail] = alerts.sink.messagesTo("owyhee-daily@example.com");
    const when = spotDateTime(first.time, MOUNTAIN);
    expect(when).toMatch(/ MST$/);
    expect(mail?.text).toContain(`When: ${when}`);
    expect(mail?.text).toContain("Times are Mountain time.");
    expect(mail?.text).not.toMatch(/PST|PDT|Pacific|Oregon time/);
    const clock = when.match(/(\d{1,2}:\d\d [AP]M) MST$/)?.[1];
    expect(mail?.subject).toContain(`at ${clock}`);

    // The next high or low, within the day: the interval keeps it quiet.
    setClock(new Date(second.time.getTime() - HOUR));
    expect((await worker.tick()).recorded).toBe(0);
    expect(await notices(alert.id)).toHaveLength(1);
  });

  it("hears about the optimal windows of the spot's own days, cut at its own midnight", async () => {
    const mountain = optimalWindowsOn(MOUNTAIN);
    const pacificStarts = new Set(optimalWindowsOn(PACIFIC).map((w) => w.start.getTime()));
    // Windows are cut at midnight; Mountain midnight comes an hour before Pacific midnight, so
    // some windows begin at a time that Oregon's days would not give.
    const own = mountain.find((w) => w.start > START && !pacificStarts.has(w.start.getTime()));
    expect(own).toBeDefined();
    const window = own as OptimalWindow;
    const alert = await alertFor("owyhee-optimal@example.com", { optimalConditionsAlert: true });
    const { worker, setClock } = harness();

    setClock(new Date(window.start.getTime() - MINUTE));
    expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
    const [row] = await notices(alert.id);
    expect(row).toMatchObject({ eventType: "optimal", status: "sent" });
    expect(row?.eventTime.getTime()).toBe(window.start.getTime());
    const [mail] = alerts.sink.messagesTo("owyhee-optimal@example.com");
    expect(mail?.text).toMatch(/When: \w{3}, \w{3} \d+, .* M[SD]T/);
    expect(mail?.text).toContain("Times are Mountain time.");
  });

  it("an alert made away from a location page takes the zone of its coordinates", async () => {
    await alertFor("owyhee-place@example.com", {
      locationId: null,
      locationName: "Below the dam",
      latitude: "43.6300",
      longitude: "-117.2400",
      highTideAlert: true,
      lowTideAlert: true,
    });
    const [first] = extremesAfter(START) as [TideDayExtreme];
    const { worker, setClock } = harness();
    setClock(new Date(first.time.getTime() - HOUR));
    expect(await worker.tick()).toMatchObject({ sent: 1 });
    const [mail] = alerts.sink.messagesTo("owyhee-place@example.com");
    expect(mail?.text).toContain(`When: ${spotDateTime(first.time, MOUNTAIN)}`);
    expect(mail?.text).toContain("Times are Mountain time.");
  });
});
