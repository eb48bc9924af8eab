import { createContext, useContext } from "react";

/**
 * The nonce a server render marks its own inline scripts with (decision 026). The server hashes
 * the marked scripts into the page's Content-Security-Policy and removes the nonce before the
 * page leaves: a browser never sees it, and in the browser it is undefined.
 */
export const RenderNonce = createContext<string | undefined>(undefined);

export function useRenderNonce(): string | undefined {
  return useContext(RenderNonce);
}
