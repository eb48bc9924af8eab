import type { Logger } from "pino";
import type { PublicConfig } from "../server/config.server";
import type { Services } from "../server/services";

// What the server hands every loader: the same service functions the /api handlers call
// (docs/architecture.md "Pages and the API share services"), the browser-safe part of the config,
// and this request's CSP nonce.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    publicConfig: PublicConfig;
    cspNonce: string;
    logger: Logger;
  }
}
