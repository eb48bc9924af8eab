import pino from "pino";
import { documentedRoutes } from "#server/http/app";
import { openApiDocument } from "#server/http/openapi";
import type { Services } from "#server/services";

type JsonObject = Record<string, unknown>;
export type ApiDocument = {
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: JsonObject; responses: Record<string, JsonObject> };
};

/** The document the suites' servers serve, the operators' calls included, built in-process. */
export function currentApiDocument(): ApiDocument {
  // The declarations only: no handler runs, so the services are a stand-in.
  const services = { logger: pino({ level: "silent" }) } as unknown as Services;
  const routes = documentedRoutes(services, true);
  return openApiDocument(routes, "https://fishspots.test") as unknown as ApiDocument;
}
