import { describe, expect, it } from "vitest";
import { loadConfig, publicConfig } from "./config.server";

// docs/product.md "Environment variables"
describe("loadConfig (the runtime contract)", () => {
  it("applies the contract's defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: "http://localhost:3000",
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      alertWorker: true,
      logLevel: "info",
      weatherUrl: "https://api.weather.gov",
      waterDataUrl: "https://api.waterdata.usgs.gov/ogcapi/v0",
      usgsApiKey: undefined,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.tileAttribution).toContain("OpenStreetMap");
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://fishspots.example/" }).publicUrl).toBe(
      "https://fishspots.example",
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it("reads every variable of the contract", () => {
    const config = loadConfig({
      PORT: "4000",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/fish",
      DATABASE_URL: "postgres://u:p@db:5432/fish",
      SMTP_URL: "smtp://mail:2525",
      MAIL_FROM: "Alerts <a@b.example>",
      CONTACT_EMAIL: "team@b.example",
      TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
      TILE_ATTRIBUTION: "Local tiles",
      ALERT_WORKER: "off",
      WEATHER_URL: "http://127.0.0.1:9/weather",
      WATER_DATA_URL: "http://127.0.0.1:9/water",
      USGS_API_KEY: "key-123",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 4000,
      host: "127.0.0.1",
      dataDir: "/srv/fish",
      databaseUrl: "postgres://u:p@db:5432/fish",
      smtpUrl: "smtp://mail:2525",
      mailFrom: "Alerts <a@b.example>",
      contactEmail: "team@b.example",
      tileUrl: "http://127.0.0.1:9/{z}/{x}/{y}.png",
      tileAttribution: "Local tiles",
      alertWorker: false,
      weatherUrl: "http://127.0.0.1:9/weather",
      waterDataUrl: "http://127.0.0.1:9/water",
      usgsApiKey: "key-123",
      logLevel: "warn",
    });
  });

  it('switches a source outside our machine off with "off"', () => {
    expect(loadConfig({ WEATHER_URL: "off", WATER_DATA_URL: "off" })).toMatchObject({
      weatherUrl: undefined,
      waterDataUrl: undefined,
    });
    expect(publicConfig(loadConfig({ WEATHER_URL: "off" })).weatherConfigured).toBe(false);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://db/fish"],
    ["SMTP_URL", "http://mail"],
    ["CONTACT_EMAIL", "not-an-address"],
    ["ALERT_WORKER", "maybe"],
    ["LOG_LEVEL", "loud"],
    ["BODY_LIMIT", "a lot"],
    ["RESPONSE_CACHE_MB", "-1"],
    ["WEATHER_URL", "sometimes"],
    ["WATER_DATA_URL", "usgs"],
  ])("refuses a bad %s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });

  it("keeps 64 MB of rendered answers unless told otherwise; 0 turns the store off", () => {
    expect(loadConfig({}).responseCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ RESPONSE_CACHE_MB: "0.5" }).responseCacheBytes).toBe(512 * 1024);
    expect(loadConfig({ RESPONSE_CACHE_MB: "0" }).responseCacheBytes).toBe(0);
  });

  it("hands the browser nothing secret", () => {
    const browser = publicConfig(
      loadConfig({ DATABASE_URL: "postgres://u:secret@db/fish", SMTP_URL: "smtp://u:pw@mail:25" }),
    );
    expect(JSON.stringify(browser)).not.toMatch(/secret|pw@/);
    expect(Object.keys(browser).sort()).toEqual([
      "contactEmail",
      "publicUrl",
      "tileAttribution",
      "tileUrl",
      "weatherConfigured",
    ]);
  });
});
