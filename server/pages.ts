import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { type Config, publicConfig } from "./config.server";
import { projectRoot } from "./paths";
import type { Services } from "./services";

type PageDeps = { config: Config; services: Services; logger: Logger };

function loadContextFor(deps: PageDeps) {
  const browserConfig = publicConfig(deps.config);
  return (_req: express.Request, res: express.Response) => ({
    services: deps.services,
    publicConfig: browserConfig,
    cspNonce: String(res.locals.cspNonce ?? ""),
    logger: deps.logger,
  });
}

/** Production: hashed assets cached for a year, other files briefly, then the SSR handler. */
export async function productionPages(deps: PageDeps): Promise<RequestHandler[]> {
  const buildDir = path.join(projectRoot, "build");
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  return [
    express.static(path.join(buildDir, "client", "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: true,
    }) as RequestHandler,
    express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }) as RequestHandler,
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: loadContextFor(deps),
    }) as RequestHandler,
  ];
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
        return createRequestHandler({ build, mode: "development", getLoadContext: loadContextFor(deps) })(
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
