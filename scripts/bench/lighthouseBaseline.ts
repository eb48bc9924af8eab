// The Lighthouse section's baseline, measured in the same run as our pages: a page that loads
// React 19 and React DOM alone (bundled from this project's own packages, minified) and hydrates
// one heading. Scored with the same settings, it says what the framework by itself costs on this
// machine today, so a reader can tell a slow page from a slow machine (decision 025, amendment).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { projectRoot } from "./productionServer";

export const BASELINE_HEADING = "Fish Spots";

// Plain JavaScript, so the bundle needs no JSX transform of its own.
const ENTRY = `
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
function Heading() { return createElement("h1", null, ${JSON.stringify(BASELINE_HEADING)}); }
hydrateRoot(document.getElementById("root"), createElement(Heading));
`;

export type BaselinePage = { html: string; script: string };

/** The page's HTML (already holding what React hydrates) and its one script, as a production build. */
export async function buildBaselinePage(): Promise<BaselinePage> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: projectRoot, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "silent",
  });
  const script = result.outputFiles[0]?.text;
  if (!script) throw new Error("The baseline page's script did not build");
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>Baseline: React alone</title>",
    '<meta name="description" content="React 19 hydrating one heading: the Lighthouse baseline.">',
    '<link rel="icon" href="data:,">',
    `</head><body><div id="root"><h1>${BASELINE_HEADING}</h1></div>`,
    '<script type="module" src="/baseline.js"></script>',
    "</body></html>",
  ].join("");
  return { html, script };
}

export type BaselineSite = { url: string; scriptGzipBytes: number; close(): Promise<void> };

type Answer = { type: string; body: Buffer; gzip: Buffer };

function answer(type: string, text: string): Answer {
  const body = Buffer.from(text);
  return { type, body, gzip: gzipSync(body) };
}

/** Serves the baseline page from memory on a free loopback port, gzipped when asked, as our server does. */
export async function startBaselineSite(page: BaselinePage): Promise<BaselineSite> {
  const files = new Map<string, Answer>([
    ["/", answer("text/html; charset=utf-8", page.html)],
    ["/baseline.js", answer("text/javascript; charset=utf-8", page.script)],
    ["/robots.txt", answer("text/plain; charset=utf-8", "User-agent: *\nAllow: /\n")],
  ]);
  const server = http.createServer((request, response) => {
    const file = files.get(new URL(request.url ?? "/", "http://localhost").pathname);
    if (!file) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const body = gzip ? file.gzip : file.body;
    response.writeHead(200, {
      "content-type": file.type,
      "content-length": body.length,
      "cache-control": "no-cache",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    scriptGzipBytes: files.get("/baseline.js")?.gzip.length ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
