import { createHash } from "node:crypto";
import { MODULE_AFTER_PAINT_ATTRIBUTE } from "#core/moduleAfterPaint";

// The render marks every inline script it writes with a nonce that never leaves the server
// (decision 026). Here the marked scripts become the hashes the page's policy names, and the
// mark is removed: the page and its policy are then the same for every visitor, and text that
// reached the page any other way (had it ever escaped React's escaping) carries no mark, so
// its hash is never named and the browser does not run it.

const SCRIPT_OPEN = /<script\b([^>]*)>/gi;
const SCRIPT_CLOSE = /<\/script[\s/>]/gi;

// The HTML standard's JavaScript MIME type essences: a script of any of these types runs.
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** An attribute's value in a tag as React writes it (double quotes), or undefined. */
function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|/|$)`, "i").exec(attributes);
  return match ? (match[1] ?? "") : undefined;
}

/**
 * Whether a script element with these attributes runs its own text: no `src`, and a type that
 * is absent, empty, a JavaScript MIME type or `module`. Data blocks (JSON-LD, `text/plain`)
 * never run; the inert module script the starter brings to life later counts, as its text
 * will run.
 */
export function runsInlineText(attributes: string): boolean {
  if (attributeOf(attributes, "src") !== undefined) return false;
  if (attributeOf(attributes, MODULE_AFTER_PAINT_ATTRIBUTE) !== undefined) return true;
  const type = attributeOf(attributes, "type")?.trim().toLowerCase();
  if (type === undefined || type === "" || type === "module") return true;
  return JAVASCRIPT_TYPES.has(type);
}

/** A CSP hash source for a script's text, as the browser hashes it (UTF-8, newlines as LF). */
export function scriptHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`;
}

/**
 * The hashes of the inline scripts in `html` that carry `nonce` and run their text, in the
 * order they appear (each once), and the HTML without the nonce.
 */
export function ownScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const mark = ` nonce="${nonce}"`;
  SCRIPT_OPEN.lastIndex = 0;
  for (let open = SCRIPT_OPEN.exec(html); open; open = SCRIPT_OPEN.exec(html)) {
    const bodyStart = open.index + open[0].length;
    SCRIPT_CLOSE.lastIndex = bodyStart;
    const close = SCRIPT_CLOSE.exec(html);
    const bodyEnd = close ? close.index : html.length;
    const attributes = open[1] ?? "";
    if (attributes.includes(mark) && runsInlineText(attributes)) {
      // The text as the browser gets it: the nonce is removed from the whole page.
      hashes.add(scriptHash(html.slice(bodyStart, bodyEnd).replaceAll(mark, "")));
    }
    // A script's text is not markup: the next element starts after its end tag.
    SCRIPT_OPEN.lastIndex = bodyEnd;
  }
  return { html: html.replaceAll(mark, ""), hashes: [...hashes] };
}
