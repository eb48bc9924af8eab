import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ownScripts, runsInlineText, scriptHash } from "./ownScripts";

const NONCE = "c2VjcmV0K25vbmNlLz0=";
const mark = ` nonce="${NONCE}"`;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("runsInlineText: which script elements run their own text", () => {
  it.each([
    ["", true],
    [' type=""', true],
    [' type="module"', true],
    [' type="text/javascript"', true],
    [' type=" TEXT/JavaScript "', true],
    [' type="application/javascript"', true],
    [' type="application/ld+json"', false],
    [' type="application/json"', false],
    [' type="text/plain"', false],
    [' type="importmap"', false],
    [' type="text/javascript; charset=utf-8"', false],
    [' src="/assets/a.js"', false],
    [' type="module" src="/assets/a.js"', false],
    [' data-src="/assets/a.js"', true],
    // The inert module script: a starter runs its text later, as a module.
    [' type="text/plain" data-module-after-paint', true],
  ])("<script%s> → %s", (attributes, runs) => {
    expect(runsInlineText(attributes)).toBe(runs);
  });
});

describe("scriptHash", () => {
  it("is the base64 SHA-256 of the text's UTF-8 bytes, as a CSP hash source", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash('"é"')).toBe(sha256('"é"'));
  });

  it("hashes line breaks as the HTML parser hands them to the browser (CR LF and CR as LF)", () => {
    expect(scriptHash("a\r\nb\rc")).toBe(sha256("a\nb\nc"));
  });
});

describe("ownScripts", () => {
  const page = [
    "<!DOCTYPE html><html><head>",
    `<script${mark}>theme()</script>`,
    `<script type="application/ld+json"${mark}>{"name":"</script>`,
    `<link rel="modulepreload" href="/assets/a.js"${mark}/>`,
    "</head><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    `<script${mark}>window.__context = {"a":"\\u003cscript>"}</script>`,
    `<script${mark} type="text/plain" data-module-after-paint>import "/assets/a.js";</script>`,
    `<script${mark}>start()</script>`,
    `<script${mark} src="/assets/b.js"></script>`,
    `<script${mark}>theme()</script>`,
    "</body></html>",
  ].join("");

  it("hashes each marked script that runs its text, once, in the order of the page", () => {
    const { hashes } = ownScripts(page, NONCE);
    expect(hashes).toEqual(
      ["theme()", 'window.__context = {"a":"\\u003cscript>"}', 'import "/assets/a.js";', "start()"].map(
        sha256,
      ),
    );
  });

  it("removes the nonce from every tag and changes nothing else", () => {
    const { html } = ownScripts(page, NONCE);
    expect(html).not.toContain(NONCE);
    expect(html).toBe(page.replaceAll(mark, ""));
  });

  it("never hashes a script the render did not mark, even one that came out unescaped", () => {
    const injected = page.replace(
      "<p>",
      `<p><script>alert("review")</script><script nonce="guess">alert("name")</script>`,
    );
    const { hashes, html } = ownScripts(injected, NONCE);
    expect(hashes).toEqual(ownScripts(page, NONCE).hashes);
    expect(hashes).not.toContain(sha256('alert("review")'));
    expect(hashes).not.toContain(sha256('alert("name")'));
    expect(html).toContain('<script nonce="guess">');
  });

  it("reads a script's text up to its end tag only: a tag inside it is text, not a script", () => {
    const html = `<script${mark}>var s = "<script${mark}>inner()";</script >`;
    // Hashed as the browser gets it, without the nonce.
    expect(ownScripts(html, NONCE).hashes).toEqual([sha256('var s = "<script>inner()";')]);
  });

  it("hashes a script that the page ends inside up to the end (a cut stream)", () => {
    expect(ownScripts(`<p>cut</p><script${mark}>late(`, NONCE).hashes).toEqual([sha256("late(")]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(ownScripts("<p>plain</p>", NONCE)).toEqual({ html: "<p>plain</p>", hashes: [] });
  });
});
