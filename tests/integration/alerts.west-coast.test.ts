import { describe, expect, it } from "vitest";
import type { TideDayExtreme } from "#server/services/conditions/tides";
import { alertWorkerFixture, HOUR, START } from "../support/alertWorkerFixture";
import { makeTidalLocation } from "../support/factories";

// Tide alerts at Washington and California tidal spots (docs/product.md "Curated states"): the
// worker predicts from the state's own NOAA station, never from Oregon's tables, whose region
// names ("North Coast") California shares.

function tideAlertMailsFromItsOwnStation(
  label: string,
  location: Parameters<typeof alertWorkerFixture>[0],
  expected: { stationId: string; stationName: string },
) {
  describe(label, () => {
    const alerts = alertWorkerFixture(location);
    const { alertFor, extremesAfter, harness } = alerts;

    it(`predicts from ${expected.stationName} (${expected.stationId})`, () => {
      expect(alerts.station.summary).toMatchObject({ id: expected.stationId, name: expected.stationName });
    });

    it("mails the next high or low with that station, on Pacific time", async () => {
      const email = `${expected.stationId}@example.com`;
      await alertFor(email, { highTideAlert: true, lowTideAlert: true });
      const [next] = extremesAfter(START) as [TideDayExtreme];
      const { worker, setClock } = harness();
      setClock(new Date(next.time.getTime() - HOUR));
      expect(await worker.tick()).toMatchObject({ recorded: 1, sent: 1 });
      const [mail] = alerts.sink.messagesTo(email);
      expect(mail?.text).toContain(`${expected.stationName} (${expected.stationId})`);
      expect(mail?.text).toContain("Times are Pacific time.");
    });
  });
}

tideAlertMailsFromItsOwnStation(
  "a Washington tidal spot (Elliott Bay, Seattle's waterfront)",
  makeTidalLocation({
    name: "Elliott Bay Test Pier",
    state: "Washington",
    region: "Puget Sound",
    latitude: "47.6026",
    longitude: "-122.3393",
  }),
  { stationId: "9447130", stationName: "Seattle" },
);

tideAlertMailsFromItsOwnStation(
  "a California tidal spot in a region named as Oregon's (Humboldt Bay, North Coast)",
  makeTidalLocation({
    name: "Humboldt Bay Test Jetty",
    state: "California",
    region: "North Coast",
    latitude: "40.7669",
    longitude: "-124.2173",
  }),
  { stationId: "9418767", stationName: "Humboldt Bay (North Spit)" },
);
