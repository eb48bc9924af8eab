import { type IncomingMessage, ServerResponse } from "node:http";
import type { CachedAnswer, Encoding, Variant } from "./answer";

// Straight to Node: on a response that went through Express, the compression middleware's
// wrappers would compress the already compressed bytes again.
const { writeHead } = ServerResponse.prototype;
const end = ServerResponse.prototype.end as (this: ServerResponse, body?: Buffer) => ServerResponse;

/** Writes a cached answer: 304 when the client holds it, else the best encoding it accepts. */
export function serveAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
): number | Promise<number> {
  const encoding = answer.compressible ? preferredEncoding(req.headers["accept-encoding"]) : "identity";
  const variant = answer.variant(encoding);
  if (variant instanceof Promise) return variant.then((ready) => write(req, res, answer, ready));
  return write(req, res, answer, variant);
}

function write(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, variant: Variant): number {
  if (res.destroyed) return res.statusCode;
  if (holdsCurrentCopy(req.headers["if-none-match"], answer.etags)) {
    writeHead.call(res, 304, variant.notModifiedHeaders);
    end.call(res);
    return 304;
  }
  writeHead.call(res, 200, variant.headers);
  // Node sends no body to a HEAD request; the headers say what a GET would get.
  end.call(res, req.method === "HEAD" ? undefined : variant.body);
  return 200;
}

/** RFC 9110 13.1.2: If-None-Match compares weakly, so a W/ prefix does not matter. */
export function holdsCurrentCopy(header: string | undefined, etags: ReadonlySet<string>): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  for (const tag of header.split(",")) {
    const trimmed = tag.trim();
    if (etags.has(trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed)) return true;
  }
  return false;
}

const encodingMemo = new Map<string, Encoding>();
const ENCODING_MEMO_MAX = 64;

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const known = encodingMemo.get(header);
  if (known) return known;
  // Each is accepted, refused (q=0) or not named.
  let br: boolean | undefined;
  let gzip: boolean | undefined;
  let any = false;
  for (const part of header.split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (token === "br") br = accepted;
    else if (token === "gzip" || token === "x-gzip") gzip = accepted;
    else if (token === "*") any = accepted;
  }
  const encoding: Encoding = br ? "br" : (gzip ?? any) ? "gzip" : "identity";
  // Clients send a handful of distinct headers; anything beyond that is simply parsed again.
  if (encodingMemo.size < ENCODING_MEMO_MAX) encodingMemo.set(header, encoding);
  return encoding;
}
