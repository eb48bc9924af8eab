import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// React Router preloads every module a page needs with <link rel="modulepreload">, which Chrome
// fetches at high priority, and React puts those links first in <head>, ahead of the
// stylesheet. On a slow connection, a page's thirty-odd scripts then compete with its HTML and
// CSS for the first paint, although the page renders without them (hydration waits for that
// paint, decision 023). Marking the preloads fetchpriority="low" lets the stylesheet go first;
// the scripts still load at once, in parallel, and nothing else about them changes.

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/** Rewrites the preloads in <head>; passes everything after it through untouched. */
export function lowPriorityModulePreloads(): Transform {
  let headDone = false;
  // The end of the previous chunk that might be the start of a tag split across two chunks.
  let carry = "";
  // Chunks may also end inside a multi-byte character.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (headDone) {
        callback(null, decoder.write(chunk));
        return;
      }
      const text = carry + decoder.write(chunk);
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        headDone = true;
        carry = "";
        callback(null, rewrite(text.slice(0, headEnd)) + text.slice(headEnd));
        return;
      }
      // Keep back anything after the last complete tag: it may continue in the next chunk.
      const lastTagStart = text.lastIndexOf("<");
      const keep = lastTagStart > text.lastIndexOf(">") ? lastTagStart : text.length;
      carry = text.slice(keep);
      callback(null, rewrite(text.slice(0, keep)));
    },
    flush(callback: TransformCallback) {
      const rest = carry + decoder.end();
      callback(null, rest ? rewrite(rest) : undefined);
    },
  });
}

function rewrite(html: string): string {
  return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
}
