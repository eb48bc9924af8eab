import type { OutgoingHttpHeaders } from "node:http";
import type { Response } from "express";

type WriteCallback = (error?: Error | null) => void;

const HTML_TYPE = /^\s*text\/html\b/i;

/**
 * Holds an HTML answer whole and passes it through `rewrite` before it goes on (its headers
 * may still change then); any other answer goes out untouched. Decided when the answer's head
 * is first written, so its Content-Type is known. Our pages are buffered whole anyway when the
 * response cache keeps them; the others (alert links, errors) are small.
 */
export function rewriteHtmlAnswer(res: Response, rewrite: (html: string) => string): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks: Buffer[] = [];
  let mode: "undecided" | "hold" | "pass" = "undecided";

  const decide = () => {
    if (mode !== "undecided") return mode;
    mode = HTML_TYPE.test(String(res.getHeader("content-type") ?? "")) ? "hold" : "pass";
    if (mode === "pass") Object.assign(res, original);
    return mode;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  const callbackIn = (args: unknown[]) => args.find((a): a is WriteCallback => typeof a === "function");

  res.writeHead = function writeHead(this: Response, statusCode: number, ...rest: unknown[]) {
    res.statusCode = statusCode;
    const message = rest.find((a): a is string => typeof a === "string");
    if (message !== undefined) res.statusMessage = message;
    const headers = rest.find((a) => typeof a === "object" && a !== null) as
      | OutgoingHttpHeaders
      | unknown[]
      | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2)
        res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
    }
    if (decide() === "pass") return original.writeHead.call(res, statusCode);
    return res;
  } as Response["writeHead"];

  res.write = function write(this: Response, chunk: unknown, ...rest: unknown[]) {
    if (decide() === "pass")
      return (original.write as (...a: unknown[]) => boolean).call(res, chunk, ...rest);
    keep(chunk, rest[0]);
    const callback = callbackIn(rest);
    if (callback) process.nextTick(callback);
    return true;
  } as Response["write"];

  res.end = function end(this: Response, ...args: unknown[]) {
    if (decide() === "pass") return (original.end as (...a: unknown[]) => Response).apply(res, args);
    keep(args[0], args[1]);
    Object.assign(res, original);
    const held = Buffer.concat(chunks);
    // A HEAD answer has no body to rewrite; its headers say what a GET would get.
    const body = held.length === 0 ? held : Buffer.from(rewrite(held.toString("utf8")), "utf8");
    if (held.length > 0) res.setHeader("Content-Length", body.length);
    const callback = callbackIn(args);
    return (original.end as (...a: unknown[]) => Response).call(res, body, callback);
  } as Response["end"];
}
