// The production server for the browser tests: a fresh embedded database seeded with the
// curated dataset, write limits relaxed so tests can write freely, and map tiles, USGS water data
// and NWS forecasts from local fakes started in this same process (no network in tests). It runs
// under tsx, so it can start the fakes the other suites use.
import { mkdirSync, rmSync } from "node:fs";
import { droppingRiver, startFakeWaterDataServer } from "#tests/support/fakeWaterDataServer.ts";
import { startFakeWeatherServer } from "#tests/support/fakeWeatherServer.ts";
import { e2eDataDir } from "./outbox.ts";
import { startTileServer } from "./tile-server.mjs";

// The gauge whose readings always fail, for the outage text (tests/e2e/live-conditions.spec.ts).
const FAILING_GAUGE = "USGS-14046500";

const tiles = await startTileServer();
process.env.TILE_URL = tiles.tileUrl;
process.env.TILE_ATTRIBUTION = "Test tiles";
// USGS and NWS as local fakes in their published shapes: every curated gauge reports a river
// that rose two days ago and is dropping, but one, which is down.
const water = await startFakeWaterDataServer({
  anyGauge: () => droppingRiver(() => Date.now()),
  failingSites: [FAILING_GAUGE],
});
const weather = await startFakeWeatherServer();
process.env.WATER_DATA_URL = water.url;
process.env.WEATHER_URL = weather.url;

process.env.PORT = process.env.E2E_PORT ?? "3210";
// Fresh for every run, at a path the tests work out from the port: they read the mail outbox.
process.env.DATA_DIR = e2eDataDir(process.env.PORT);
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
mkdirSync(process.env.DATA_DIR, { recursive: true });
// The console exists for these operators, one per console spec and project (each address gets 3
// sign-in links in 15 minutes; guides.spec.ts approves through the console's API); sign-in mail
// goes to the outbox.
process.env.OPERATOR_EMAILS = [
  "ops-desktop@fishspots.test",
  "ops-mobile@fishspots.test",
  "guides-ops-desktop@fishspots.test",
  "guides-ops-mobile@fishspots.test",
  "guides-desktop@fishspots.test",
  "guides-mobile@fishspots.test",
].join(",");
process.env.HOST = "127.0.0.1";
process.env.NODE_ENV = "production";
process.env.LOG_LEVEL = "warn";
process.env.RATE_LIMIT_WRITES_PER_MINUTE = "10000";
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
delete process.env.DATABASE_URL;
await import(new URL("../../../build/app-server/main.js", import.meta.url).href);
