import { createContext, type ReactNode, useContext } from "react";

/**
 * How a server render writes an island's HTML (decision 045): the server entry provides React's
 * renderToString here, with the prefix of its ids, so the browser's code never carries React's
 * server renderer. In the browser there is none: islands are written only by the server.
 */
export type IslandHtml = (node: ReactNode, identifierPrefix: string) => string;

export const IslandHtmlContext = createContext<IslandHtml | null>(null);

export function useIslandHtml(): IslandHtml {
  const render = useContext(IslandHtmlContext);
  if (!render) throw new Error("Islands are written by the server render only");
  return render;
}
