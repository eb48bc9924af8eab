// Tests never reach services outside this machine: the product's real defaults for NWS and USGS
// are switched off unless a test points them at a local fake.
export const SOURCES_OFF = { WEATHER_URL: "off", WATER_DATA_URL: "off" } as const;
