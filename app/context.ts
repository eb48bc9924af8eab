import type { Logger } from "pino";
import type { PublicConfig } from "../server/config.server";
import type { Services } from "../server/services";

// What the server hands every loader: the same service functions the /api handlers call
// (docs/architecture.md "Pages and the API share services"), the browser-safe part of the config,
// and the nonce that marks the render's own scripts (decision 026; undefined in development).
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    publicConfig: PublicConfig;
    renderNonce: string | undefined;
    logger: Logger;
    /** The visitor's address as Express reads it (trusted proxies only): reviews, reports. */
    clientAddress: string;
    /** The page script of pages served with islands (decision 045); none in development. */
    pageScript?: string;
  }
}
