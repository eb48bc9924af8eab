import type { OutgoingHttpHeaders } from "node:http";
import type { Response } from "express";

export type WriteCallback = (error?: Error | null) => void;

/**
 * Holds an answer's bytes instead of writing them, for middleware that needs the whole answer
 * before it goes out (the response cache keeps it, the CSP hashes its scripts). Decided when the
 * head is first written, so the status and headers are known: when `hold()` says no, the original
 * methods come back, `onPass` is told, and the answer goes out as it would have. Otherwise, when
 * the answer ends, the original methods come back and `onEnd` gets the whole body and the
 * caller's callback, to write it as it sees fit.
 */
export function holdAnswer(
  res: Response,
  handlers: {
    hold: () => boolean;
    onPass?: () => void;
    onEnd: (body: Buffer, callback: WriteCallback | undefined) => void;
  },
): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks: Buffer[] = [];
  let mode: "undecided" | "hold" | "pass" = "undecided";

  const decide = () => {
    if (mode !== "undecided") return mode;
    mode = handlers.hold() ? "hold" : "pass";
    if (mode === "pass") {
      Object.assign(res, original);
      handlers.onPass?.();
    }
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
    handlers.onEnd(Buffer.concat(chunks), callbackIn(args));
    return res;
  } as Response["end"];
}
