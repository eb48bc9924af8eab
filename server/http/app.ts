import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { NEVER_STORED } from "#core/cachePolicy";
import type { Config } from "../config.server";
import type { DatabaseHandle } from "../db/client.server";
import { metricsExposition, recordDatabaseReady, startProcessMetrics } from "../metrics";
import type { Services } from "../services";
import { adminApiRouter, adminApiRoutes, signInRateLimit } from "./admin";
import { apiRouter, apiRoutes } from "./api";
import { refuseOversizedBodies } from "./bodyLimit";
import { cachePolicy } from "./cachePolicy";
import { contentSecurity } from "./csp/middleware";
import { apiNotFound, errorMapper } from "./errors";
import { openApiDocument } from "./openapi";
import { pageForms } from "./pageForms";
import { writeRateLimit } from "./rateLimit";
import { requestLog } from "./requestLog";
import { responseCaching } from "./responseCache/middleware";
import { createResponseCache, type ResponseCache } from "./responseCache/responseCache";
import type { ApiRoute } from "./route";
import { securityHeaders, strictTransportSecurity } from "./security";

export type AppDeps = {
  config: Config;
  services: Services;
  database: Pick<DatabaseHandle, "ping">;
  logger: Logger;
  /** Static assets and the React Router request handler, mounted after /api. */
  pages?: RequestHandler[];
  /**
   * Rendered answers kept in memory, cleared on every write. Without one, GET answers still
   * get their ETag, Cache-Control and Vary; nothing is kept.
   */
  responseCache?: ResponseCache;
};

/** Proxies whose X-Forwarded-For is believed: those on this machine or a private network. */
export const TRUSTED_PROXIES = "loopback, linklocal, uniquelocal";

/** The routes of the OpenAPI document: the public API's, and the operators' under /admin. */
export function documentedRoutes(services: Services, withOperators: boolean): ApiRoute[] {
  const operatorRoutes = withOperators
    ? adminApiRoutes(services).map((r) => ({ ...r, path: `/admin${r.path}` }))
    : [];
  return [...apiRoutes(services), ...operatorRoutes];
}

/** Wires routes only; the web process (web.ts) owns config, database and shutdown. */
export function createApp(deps: AppDeps) {
  const { config, services, logger } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", TRUSTED_PROXIES);
  app.set("query parser", "simple");
  // GET answers get strong ETags from the response cache instead (decision 018).
  app.set("etag", false);
  app.use(strictTransportSecurity(config.publicUrl));

  // Probes and scrapes must reach this process, never a cache's copy.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", NEVER_STORED).json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ok = await deps.database.ping();
    recordDatabaseReady(ok);
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", NEVER_STORED)
      .json({ status: ok ? "ready" : "database unavailable" });
  });
  // Probes and scrapes are neither logged nor counted: they would drown the visitors' requests.
  startProcessMetrics();
  app.get("/metrics", async (_req, res) => {
    recordDatabaseReady(await deps.database.ping());
    const { contentType, body } = await metricsExposition();
    res.type(contentType).set("Cache-Control", NEVER_STORED).send(body);
  });

  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.use(compression());
  // In development Vite serves modules that change under it, with caching of its own.
  if (config.env !== "development")
    app.use(responseCaching(deps.responseCache ?? createResponseCache({ maxBytes: 0 })));
  // Inside the response cache, so that what it keeps carries both (decision 026): the
  // Cache-Control of the answer's class, and the CSP made from the page's own scripts.
  app.use(cachePolicy());
  app.use(contentSecurity({ tileUrl: config.tileUrl, development: config.env === "development" }));

  app.use(refuseOversizedBodies(config.bodyLimit));

  const routes = apiRoutes(services);
  // The operators' calls are documented only where they exist (decision 032).
  const document = openApiDocument(documentedRoutes(services, services.operatorConsoleOn), config.publicUrl);
  // One write budget per address, whether it writes through the API or a page's form.
  const limitWrites = writeRateLimit({ perMinute: config.rateLimitWritesPerMinute, logger });
  app.use("/api", limitWrites, express.json({ limit: config.bodyLimit, strict: false }));
  app.get("/api/openapi.json", (_req, res) => {
    res.locals.route = "/api/openapi.json";
    res.json(document);
  });
  // One sign-in budget per client, whether it asks through the API or the login page.
  const limitSignIns = signInRateLimit(logger);
  if (services.operatorConsoleOn) {
    app.use("/api/admin", adminApiRouter(services, config, limitSignIns));
    app.post("/admin/login", limitSignIns);
  }
  app.use("/api", apiRouter(routes, { bodyLimit: config.bodyLimit }));
  app.use("/api", apiNotFound);

  if (deps.pages) app.use(limitWrites, ...pageForms({ limit: config.bodyLimit }), ...deps.pages);
  app.use(errorMapper(logger));
  return app;
}
