// The production server for the browser tests: a fresh embedded database seeded with the
// curated dataset, write limits relaxed so tests can write freely, and map tiles from a local
// fake tile server started in this same process (no network in tests).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTileServer } from "./tile-server.mjs";

const tiles = await startTileServer();
process.env.TILE_URL = tiles.tileUrl;
process.env.TILE_ATTRIBUTION = "Test tiles";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "fishspots-e2e-"));
process.env.PORT = process.env.E2E_PORT ?? "3210";
process.env.HOST = "127.0.0.1";
process.env.NODE_ENV = "production";
process.env.LOG_LEVEL = "warn";
process.env.RATE_LIMIT_WRITES_PER_MINUTE = "10000";
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
delete process.env.DATABASE_URL;
await import(new URL("../../../build/app-server/main.js", import.meta.url).href);
