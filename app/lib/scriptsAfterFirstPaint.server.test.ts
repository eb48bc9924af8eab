import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PRELOADS_PER_TASK, scriptsAfterFirstPaint } from "./scriptsAfterFirstPaint.server";

const moduleSource = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="N0=="/>' +
  '<link rel="modulepreload" href="/assets/ü-3.js" nonce="N0=="/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><p>Écrire <code>&lt;script type="module"&gt;</code></p>' +
  '<script nonce="N0==">window.__context = {};</script>' +
  `<script nonce="N0==" type="module" async="">${moduleSource}</script>` +
  '<script nonce="N0==">enqueue("<\\u002fscript>")</script><link rel="modulepreload" href="/late.js"/></body></html>';

async function rewriteInChunks(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

/** The inline script the rewrite adds after the inert module script. */
function starter(html: string): { open: string; source: string } {
  const match = html.match(/<\/script><script( nonce="[^"]*")?>(\(function\(\)[\s\S]*?)<\/script>/);
  if (!match) throw new Error("no starter script");
  return { open: match[1] ?? "", source: match[2] as string };
}

/** Runs the starter against a stand-in document; returns what it did, and when. */
function runStarter(source: string, visibilityState: "visible" | "hidden") {
  const appended: { rel: string; href: string }[] = [];
  const replaced: { type: string; textContent: string }[] = [];
  const frames: (() => void)[] = [];
  const timeouts: (() => void)[] = [];
  const inert = {
    textContent: moduleSource,
    replaceWith: (live: (typeof replaced)[number]) => replaced.push(live),
  };
  const document = {
    visibilityState,
    currentScript: { previousElementSibling: inert },
    head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    createElement: () => ({}),
  };
  runInNewContext(source, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timeouts.push(callback),
  });
  return { appended, replaced, frames, timeouts };
}

describe("scriptsAfterFirstPaint", () => {
  it("takes the module preloads out of <head> and writes the module script inert, with a starter, both marked with the render's nonce", async () => {
    const html = await rewriteInChunks(page, 1 << 16);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain(
      `<script nonce="N0==" type="text/plain" data-module-after-paint>${moduleSource}</script>`,
    );
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(starter(html).open).toBe(' nonce="N0=="');
    // The rest of the body, a late preload included, is untouched.
    expect(html).toContain('<p>Écrire <code>&lt;script type="module"&gt;</code></p>');
    expect(
      html.endsWith(
        'enqueue("<\\u002fscript>")</script><link rel="modulepreload" href="/late.js"/></body></html>',
      ),
    ).toBe(true);
  });

  it("rewrites the same whatever the chunk boundaries, inside tags and characters too", async () => {
    const whole = await rewriteInChunks(page, 1 << 16);
    for (const size of [1, 2, 3, 5, 7, 13, 64]) {
      expect(await rewriteInChunks(page, size)).toBe(whole);
    }
  });

  it("starts the scripts once the first frame is painted: preloads back, then the module script live", async () => {
    const run = runStarter(starter(await rewriteInChunks(page, 1 << 16)).source, "visible");
    expect(run.appended).toEqual([]);
    expect(run.frames).toHaveLength(1);
    run.frames[0]?.();
    expect(run.replaced).toEqual([]);
    expect(run.timeouts).toHaveLength(1);
    run.timeouts[0]?.();
    expect(run.appended).toEqual([
      { rel: "modulepreload", href: "/assets/manifest-1.js" },
      { rel: "modulepreload", href: "/assets/ü-3.js" },
    ]);
    // The module script goes in a task after the preloads.
    expect(run.replaced).toEqual([]);
    expect(run.timeouts).toHaveLength(2);
    run.timeouts[1]?.();
    // Its text is the inert copy's, whose hash the page's policy names (decision 026).
    expect(run.replaced).toEqual([{ type: "module", textContent: moduleSource }]);
  });

  it("adds many preloads a few per task, in their order, then the module script", async () => {
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/m${i}.js`);
    const many = page.replace(
      '<link rel="modulepreload" href="/assets/ü-3.js" nonce="N0=="/>',
      hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="N0=="/>`).join(""),
    );
    const run = runStarter(starter(await rewriteInChunks(many, 1 << 16)).source, "visible");
    run.frames[0]?.();
    const perTask: number[] = [];
    for (let task = 0; task < run.timeouts.length; task++) {
      const before = run.appended.length;
      expect(run.replaced).toEqual([]);
      run.timeouts[task]?.();
      perTask.push(run.appended.length - before);
    }
    // manifest-1.js and the ones added, PRELOADS_PER_TASK a task, then the module script's task.
    const total = hrefs.length + 1;
    const batches = Array.from({ length: Math.ceil(total / PRELOADS_PER_TASK) }, (_, task) =>
      Math.min(PRELOADS_PER_TASK, total - task * PRELOADS_PER_TASK),
    );
    expect(perTask).toEqual([...batches, 0]);
    expect(perTask.length).toBeGreaterThan(3);
    expect(run.appended.map((link) => link.href)).toEqual(["/assets/manifest-1.js", ...hrefs]);
    expect(run.replaced).toHaveLength(1);
  });

  it("starts them at once in a background tab, which paints nothing until shown", async () => {
    const run = runStarter(starter(await rewriteInChunks(page, 1 << 16)).source, "hidden");
    expect(run.frames).toEqual([]);
    expect(run.timeouts).toEqual([]);
    expect(run.replaced).toHaveLength(1);
    expect(run.appended).toHaveLength(2);
  });

  it("keeps an address from closing the script it is written in", async () => {
    const hostile = page.replace("/assets/ü-3.js", "/assets/</script><script>alert(1)//.js");
    const html = await rewriteInChunks(hostile, 1 << 16);
    expect(starter(html).source).toContain("/assets/\\u003c/script>\\u003cscript>alert(1)//.js");
    expect(html.match(/alert\(1\)/g)).toHaveLength(1);
  });

  it("passes a page that ends early through whole", async () => {
    const cut = page.slice(0, page.indexOf("import("));
    const html = await rewriteInChunks(cut, 5);
    expect(html).toContain(`<script nonce="N0==" type="module" async="">import "/assets/manifest-1.js";`);
    expect(html.endsWith('import "/assets/manifest-1.js";\n')).toBe(true);
    const fragment = "<p>no head";
    expect(await rewriteInChunks(fragment, 3)).toBe(fragment);
  });
});
