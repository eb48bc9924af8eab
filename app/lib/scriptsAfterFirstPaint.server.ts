import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { MODULE_AFTER_PAINT_ATTRIBUTE } from "#core/moduleAfterPaint";

// A page's first screen is server-rendered HTML and needs none of its scripts (decision 023).
// React Router writes a <link rel="modulepreload"> for each of a page's 20-40 modules at the top of
// <head> and a module script that imports them near the end of <body>, so a browser starts every
// download before it has painted anything: on a slow connection they share the line with the
// stylesheet, and when they arrive first the page waits for them to be parsed. This rewrite
// starts them right after the first paint instead:
// - the preload links leave <head>, their addresses kept;
// - the module script is written inert (type="text/plain" data-module-after-paint), followed by
//   a small inline script that, once the first frame is painted, adds the preloads back (a few
//   per task: adding 20 at once was a 30-60 ms task on a phone) and then puts a live copy of the
//   module script in its place.
// Both keep the render's nonce, the mark of its own scripts: the page's policy names their
// hashes, the inert one's too since its text runs later (decision 026).
// Everything else passes through untouched.

const HEAD_END = "</head>";
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT_OPEN = /<script\b[^>]*\btype="module"[^>]*>/;
const NONCE = /\bnonce="([^"]*)"/;
const SCRIPT_END = "</script>";

/** Preload links the starter adds per task (a visible page); then the module script, a task later. */
export const PRELOADS_PER_TASK = 3;

type Stage = "head" | "seekingModuleScript" | "inModuleScript" | "done";

export function scriptsAfterFirstPaint(): Transform {
  let stage: Stage = "head";
  const preloads: string[] = [];
  let moduleScriptOpen = "";
  // Text held back: a tag that may continue in the next chunk, or the module script's body.
  let pending = "";
  // Chunks may also end inside a multi-byte character.
  const decoder = new StringDecoder("utf8");

  // Returns what can be written now, keeping in `pending` what must wait for more text.
  function advance(text: string): string {
    let out = "";
    let rest = text;
    pending = "";
    while (rest) {
      if (stage === "head") {
        const end = rest.indexOf(HEAD_END);
        if (end === -1) {
          const keep = unfinishedTagStart(rest);
          out += withoutPreloads(rest.slice(0, keep));
          pending = rest.slice(keep);
          return out;
        }
        out += withoutPreloads(rest.slice(0, end));
        rest = rest.slice(end);
        stage = "seekingModuleScript";
      } else if (stage === "seekingModuleScript") {
        const open = MODULE_SCRIPT_OPEN.exec(rest);
        if (!open) {
          const keep = unfinishedTagStart(rest);
          out += rest.slice(0, keep);
          pending = rest.slice(keep);
          return out;
        }
        out += rest.slice(0, open.index);
        moduleScriptOpen = open[0];
        rest = rest.slice(open.index + open[0].length);
        stage = "inModuleScript";
      } else if (stage === "inModuleScript") {
        const end = rest.indexOf(SCRIPT_END);
        if (end === -1) {
          pending = rest;
          return out;
        }
        out += inertModuleScript(rest.slice(0, end), NONCE.exec(moduleScriptOpen)?.[1], preloads);
        rest = rest.slice(end + SCRIPT_END.length);
        stage = "done";
      } else {
        return out + rest;
      }
    }
    return out;
  }

  function withoutPreloads(html: string): string {
    return html.replace(PRELOAD_TAG, (_tag, href: string) => {
      preloads.push(href);
      return "";
    });
  }

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      callback(null, advance(pending + decoder.write(chunk)));
    },
    flush(callback: TransformCallback) {
      // A page that ended early (an error page, a cut stream) goes out as it came.
      const written = advance(pending + decoder.end());
      const held = stage === "inModuleScript" ? moduleScriptOpen + pending : pending;
      callback(null, written + held || undefined);
    },
  });
}

/** Where a tag that the text ends inside begins: it may continue in the next chunk. */
function unfinishedTagStart(text: string): number {
  const lastTagStart = text.lastIndexOf("<");
  return lastTagStart > text.lastIndexOf(">") ? lastTagStart : text.length;
}

function inertModuleScript(source: string, nonce: string | undefined, preloads: string[]): string {
  // JSON in a script: "<" escaped so that no address can close the element.
  const addresses = JSON.stringify(preloads).replaceAll("<", "\\u003c");
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  // The inert copy keeps the mark too: it is the script that runs, later.
  return `<script${nonceAttribute} type="text/plain" ${MODULE_AFTER_PAINT_ATTRIBUTE}>${source}</script><script${nonceAttribute}>${startAfterPaint(addresses)}</script>`;
}

function startAfterPaint(addresses: string): string {
  return (
    "(function(){var inert=document.currentScript.previousElementSibling," +
    `hrefs=${addresses},done=0;` +
    // Each preload link costs the browser a little work to start its fetch: a few per task.
    "function preloads(next){" +
    `hrefs.slice(done,done+=${PRELOADS_PER_TASK}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});` +
    "next(hrefs.length>done?function(){preloads(next)}:run)}" +
    'function run(){var live=document.createElement("script");live.type="module";live.textContent=inert.textContent;inert.replaceWith(live)}' +
    'if(document.visibilityState==="hidden")preloads(function(step){step()});' +
    "else requestAnimationFrame(function(){setTimeout(function(){preloads(function(step){setTimeout(step,0)})},0)})})()"
  );
}
