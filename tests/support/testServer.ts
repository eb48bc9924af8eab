import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LocationRecord } from "#core/schemas";
import { type Config, loadConfig } from "#server/config.server";
import { createDataChanges } from "#server/dataChanges";
import { followDataChanges } from "#server/db/changeFeed.server";
import { createApp } from "#server/http/app";
import { withResponseCache } from "#server/http/responseCache/front";
import { createResponseCache, type ResponseCache } from "#server/http/responseCache/responseCache";
import { createLogger } from "#server/logger";
import { createMailer } from "#server/mail.server";
import { productionPages } from "#server/pages";
import { createServices, type Services } from "#server/services";
import { upsertLocations } from "#server/services/locations/locations";
import { SOURCES_OFF } from "./sourcesOff";
import { connectAgain, createTestDatabase, type TestDatabase } from "./testDatabase";

export type TestServer = {
  url: string;
  services: Services;
  database: TestDatabase;
  dataDir: string;
  config: Config;
  responseCache: ResponseCache;
  fetchJson(path: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  fetchText(path: string, init?: RequestInit): Promise<{ status: number; body: string; headers: Headers }>;
  close(): Promise<void>;
};

/** The real HTTP app (API, errors, limits, headers) on a free port, with its own database. */
export async function startTestServer(
  options: {
    locations?: LocationRecord[];
    seedFile?: string | readonly string[] | null;
    env?: Record<string, string>;
    /** Also serve the server-rendered pages from the production build. */
    pages?: boolean;
    /** Serve the database of that server, as a second web process would (it is not dropped). */
    sameDatabaseAs?: TestServer;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fishspots-test-"));
  const database = options.sameDatabaseAs
    ? await connectAgain(options.sameDatabaseAs.database)
    : await createTestDatabase({ seedFile: options.seedFile });
  if (options.locations?.length) await upsertLocations(database.handle.db, { records: options.locations });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "https://fishspots.test",
    ...SOURCES_OFF,
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir, logger });
  // Wired as server/web.ts wires them: writes clear the rendered answers, here and elsewhere.
  const changes = createDataChanges({ logger });
  const changeFeed = followDataChanges({ database: database.handle, changes, logger });
  await changeFeed.started;
  const services = createServices({
    db: database.handle.db,
    mailer,
    logger,
    config,
    changes,
  });
  const pages = options.pages ? await productionPages({ config, services, logger }) : undefined;
  const responseCache = createResponseCache({ maxBytes: config.responseCacheBytes, changes });
  const app = createApp({ config, services, database: database.handle, logger, pages, responseCache });
  const server: Server = createServer(withResponseCache(app, { cache: responseCache, logger }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    services,
    database,
    dataDir,
    config,
    responseCache,
    async fetchJson(p, init) {
      const headers = new Headers(init?.headers);
      if (init?.body !== undefined && !headers.has("content-type"))
        headers.set("content-type", "application/json");
      const res = await fetch(url + p, { ...init, headers });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      return { status: res.status, body, headers: res.headers };
    },
    async fetchText(p, init) {
      const res = await fetch(url + p, init);
      return { status: res.status, body: await res.text(), headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await services.close();
      await changeFeed.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
