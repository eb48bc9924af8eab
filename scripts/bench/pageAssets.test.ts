import { describe, expect, it } from "vitest";
import { dynamicImports, moduleGraph, pageAssets, resolveAssetPath, staticImports } from "./pageAssets";

describe("pageAssets", () => {
  it("reads module preloads, stylesheets and the imports of inline module scripts, once each", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="icon" href="/favicon.svg">
      <link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/>
      <link rel="modulepreload" href="/assets/entry.client-2.js"/>
      <link rel="stylesheet" href="/assets/app-3.css"/>
      <link rel="modulepreload" href="https://cdn.example/other.js"/>
      </head><body>
      <script>window.__data = { text: "import \\"/assets/not-a-module.js\\"" };</script>
      <script type="application/ld+json">{"@type":"WebSite"}</script>
      <script type="module" async>import "/assets/manifest-1.js";
      import * as route0 from "/assets/root-4.js";</script>
      <script src="/assets/legacy-5.js"></script>
      </body></html>`;
    expect(pageAssets(html)).toEqual({
      scripts: [
        "/assets/manifest-1.js",
        "/assets/entry.client-2.js",
        "/assets/root-4.js",
        "/assets/legacy-5.js",
      ],
      stylesheets: ["/assets/app-3.css"],
    });
  });

  it("reads the imports of a module script the server wrote inert, to start after the first paint", () => {
    const html = `<html><head><link rel="stylesheet" href="/assets/app-3.css"/></head><body>
      <script type="text/plain" data-module-after-paint>import "/assets/manifest-1.js";
      import * as route0 from "/assets/root-4.js";
      import("/assets/entry.client-2.js");</script>
      <script type="text/plain">import "/assets/not-a-module.js";</script>
      </body></html>`;
    expect(pageAssets(html)).toEqual({
      scripts: ["/assets/manifest-1.js", "/assets/root-4.js", "/assets/entry.client-2.js"],
      stylesheets: ["/assets/app-3.css"],
    });
  });
});

describe("staticImports and dynamicImports", () => {
  // The shapes Rollup writes into minified chunks.
  const chunk =
    'import{j as e}from"./jsx-runtime-a.js";import"./side-effect-b.js";import*as R from"./react-c.js";' +
    'export{x as y}from"./reexport-d.js";const s="important";' +
    'const M=r.lazy(()=>C(()=>import("./Map-e.js"),__vite__mapDeps([0,1])));' +
    'function f(){return import("./Dialog-f.js")}' +
    'const i=()=>import(new URL("./islands-g.js",import.meta.url).href);';

  it("finds every static import and re-export, never an import() call", () => {
    expect(staticImports(chunk)).toEqual([
      "./jsx-runtime-a.js",
      "./side-effect-b.js",
      "./react-c.js",
      "./reexport-d.js",
    ]);
  });

  it("finds the import() calls with a literal path, or a literal address beside the module", () => {
    expect(dynamicImports(chunk)).toEqual(["./Map-e.js", "./Dialog-f.js", "./islands-g.js"]);
  });
});

describe("resolveAssetPath", () => {
  it("resolves relative and absolute paths of ours, and ignores bare package names", () => {
    expect(resolveAssetPath("./b.js", "/assets/a.js")).toBe("/assets/b.js");
    expect(resolveAssetPath("../icons/c.js", "/assets/a.js")).toBe("/icons/c.js");
    expect(resolveAssetPath("/assets/d.js", "/assets/a.js")).toBe("/assets/d.js");
    expect(resolveAssetPath("react", "/assets/a.js")).toBeNull();
  });
});

describe("moduleGraph", () => {
  const files: Record<string, string> = {
    "/assets/entry.js": 'import"./react.js";',
    "/assets/react.js": "export const r=1;",
    "/assets/home.js": 'import"./react.js";import"./card.js";const p=()=>import("./popover.js");',
    "/assets/card.js": 'const m=()=>import("./menu.js");',
    "/assets/popover.js": 'import"./floating.js";import"./react.js";',
    "/assets/floating.js": "export const f=1;",
    "/assets/menu.js": 'import"./floating.js";',
  };
  const read = (path: string) => files[path];

  it("loads first what the page's scripts import statically, even when not preloaded", () => {
    const graph = moduleGraph(["/assets/entry.js", "/assets/home.js"], read);
    expect(graph.firstLoad).toEqual([
      "/assets/entry.js",
      "/assets/home.js",
      "/assets/react.js",
      "/assets/card.js",
    ]);
  });

  it("counts what only import() reaches as later, once, and never what the first load has", () => {
    const graph = moduleGraph(["/assets/entry.js", "/assets/home.js"], read);
    expect(graph.lazy).toEqual(["/assets/popover.js", "/assets/menu.js", "/assets/floating.js"]);
  });

  it("skips paths that are not built modules", () => {
    expect(moduleGraph(["/assets/missing.js", "/assets/react.js"], read).firstLoad).toEqual([
      "/assets/react.js",
    ]);
  });
});
