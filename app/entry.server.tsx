import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { type IslandHtml, IslandHtmlContext } from "./islands/islandHtml";
import { uses } from "./lib/mechanisms";
import { RenderNonce } from "./lib/renderNonce";
import { scriptsAfterFirstPaint } from "./lib/scriptsAfterFirstPaint.server";

export const streamTimeout = 5_000;

// The default React Router entry, plus a nonce on every inline script the render writes (the
// server hashes those into the page's policy and removes the nonce, decision 026) and scripts
// that start after the first paint (see scriptsAfterFirstPaint.server.ts).
// Decision 045: an island is a root of its own, rendered apart, so the browser can hydrate it alone.
const islandHtml: IslandHtml = (node, identifierPrefix) => renderToString(node, { identifierPrefix });

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.renderNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, so they index the content, not a loading state.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <RenderNonce value={nonce}>
        <IslandHtmlContext.Provider value={islandHtml}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandHtmlContext.Provider>
      </RenderNonce>,
      {
        nonce,
        // A finished Suspense boundary stays where it is: React otherwise moves one over 12,800
        // bytes to the end of the document, hidden until an inline script puts it back, and
        // without JavaScript it would never show. The Fishing Tips tab, whose code loads on
        // demand inside a boundary, is rendered whole by the server (decision 023's amendment
        // of 2026-11-28).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (uses("scriptsAfterFirstPaint")) pipe(scriptsAfterFirstPaint()).pipe(body);
          else pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger.error({ err: error }, "render failed after the shell");
        },
      },
    );
  });
}
