import { readFileSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { ALWAYS_REVALIDATE, HASHED_ASSET_MAX_AGE, PUBLIC_FILE_MAX_AGE } from "#core/cachePolicy";
import { type Config, publicConfig } from "./config.server";
import { watchOutages } from "./db/outage";
import { renderNonceOf } from "./http/csp/middleware";
import { reactRouterHandler } from "./http/reactRouterHandler";
import { markRenderFailed } from "./http/responseCache/middleware";
import { projectRoot } from "./paths";
import type { Services } from "./services";

type PageDeps = { config: Config; services: Services; logger: Logger };

/**
 * The render's logger. A page logs an error when part of it could not be read (it then shows
 * that part's error state) or failed late: such a page is for this visitor only, never kept
 * in the response cache, so the next visitor gets a fresh try.
 */
function renderLogger(logger: Logger, res: express.Response): Logger {
  const child = logger.child({});
  const logError = child.error.bind(child);
  child.error = ((...args: Parameters<Logger["error"]>) => {
    markRenderFailed(res);
    logError(...args);
  }) as Logger["error"];
  return child;
}

/** The page script's address (decision 045): none in development, or in a build without islands. */
function pageScriptOf(buildDir: string): string | undefined {
  try {
    const { src } = JSON.parse(readFileSync(path.join(buildDir, "page-script.json"), "utf8")) as {
      src?: unknown;
    };
    return typeof src === "string" ? src : undefined;
  } catch {
    return undefined;
  }
}

function loadContextFor(deps: PageDeps, pageScript?: string) {
  const browserConfig = publicConfig(deps.config);
  return (req: express.Request, res: express.Response) => ({
    // A loader that meets a database outage marks the answer 503 (see reactRouterHandler).
    services: watchOutages(deps.services, () => {
      res.locals.databaseUnavailable = true;
    }),
    publicConfig: browserConfig,
    renderNonce: renderNonceOf(res),
    logger: renderLogger(deps.logger, res),
    clientAddress: req.ip ?? "",
    pageScript,
  });
}

/** Production: hashed assets cached for a year, other files briefly, then the SSR handler. */
export async function productionPages(deps: PageDeps): Promise<RequestHandler[]> {
  const buildDir = path.join(projectRoot, "build");
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  const router = express.Router();
  router.use(
    "/assets",
    express.static(path.join(buildDir, "client", "assets"), {
      immutable: true,
      maxAge: HASHED_ASSET_MAX_AGE,
      index: false,
    }),
    // A hashed asset that is not there (an old page after a deploy) is a plain 404, not a page.
    (_req, res) => {
      res.status(404).type("text/plain").send("Not found");
    },
  );
  // The service worker script is checked on every visit, so a new build's worker is found at once.
  router.get("/sw.js", (_req, res, next) => {
    const headers = { "Cache-Control": ALWAYS_REVALIDATE, "Service-Worker-Allowed": "/" };
    res.sendFile(path.join(buildDir, "client", "sw.js"), { headers }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  router.use(express.static(path.join(buildDir, "client"), { maxAge: PUBLIC_FILE_MAX_AGE, index: false }));
  router.use(
    reactRouterHandler({
      build,
      mode: "production",
      getLoadContext: loadContextFor(deps, pageScriptOf(buildDir)),
    }),
  );
  return [router as unknown as RequestHandler];
}

/** Development: Vite in middleware mode, rebuilding the server bundle on every request. */
export async function developmentPages(deps: PageDeps): Promise<RequestHandler[]> {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, root: projectRoot });
  return [
    server.middlewares as unknown as RequestHandler,
    async (req, res, next) => {
      try {
        const build = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        return reactRouterHandler({ build, mode: "development", getLoadContext: loadContextFor(deps) })(
          req,
          res,
          next,
        );
      } catch (error) {
        next(error);
      }
    },
  ];
}
