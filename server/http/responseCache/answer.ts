import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** One encoding of an answer, with the headers that go with it, ready to write. */
export type Variant = {
  body: Buffer;
  headers: OutgoingHttpHeaders;
  /** For a 304: the same validators and caching headers, no content headers. */
  notModifiedHeaders: OutgoingHttpHeaders;
};

/** A 200 answer as rendered once: its headers, its bytes and their compressed forms. */
export type CachedAnswer = {
  /** The route pattern that rendered it, for the request log and metrics of later hits. */
  readonly route: string;
  /** Every entity tag this answer has been or will be sent with (one per encoding). */
  readonly etags: ReadonlySet<string>;
  readonly compressible: boolean;
  /** Bytes held, growing as compressed variants are made. */
  readonly bytes: number;
  /** The variant for `encoding`; compressed ones are made once, on first demand. */
  variant(encoding: Encoding): Variant | Promise<Variant>;
};

// Below this, compressing costs more than the bytes it saves (the compression package's default).
const COMPRESS_MIN_BYTES = 1024;
// Quality 5 takes about as long as gzip on a page and makes it a tenth smaller; 11 takes 60 times longer.
const BROTLI_QUALITY = 5;
// What headers, a key and the bookkeeping cost beside the body, roughly.
const ENTRY_OVERHEAD_BYTES = 2048;

const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

// Set per variant below, or per connection by Node: never replayed from the captured answer.
const NOT_STORED = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);
const CONTENT_HEADERS = ["content-length", "content-type", "content-encoding"];

const compressors = {
  gzip: promisify(gzip),
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

// A strong validator per representation (RFC 9110 8.8.3): the gzip bytes are not the br bytes.
const ETAG_SUFFIX: Record<Encoding, string> = { identity: "", gzip: "-gz", br: "-br" };

function mergeVary(existing: unknown, extra: string[]): string {
  const names = typeof existing === "string" ? existing.split(",").map((s) => s.trim()) : [];
  for (const name of extra) if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.filter(Boolean).join(", ");
}

/**
 * Freezes a captured answer, its Cache-Control and Content-Security-Policy included (both set
 * inside the response cache, decision 026). `varyByCookie`: the page shows the visitor's
 * selected state, so shared caches must keep one copy per Cookie header.
 */
export function createAnswer(options: {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  varyByCookie: boolean;
  route?: string;
  /** Told when a newly made variant has added to `bytes`. */
  onGrow?: () => void;
}): CachedAnswer {
  const { body } = options;
  const base: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(options.headers)) {
    if (value !== undefined && !NOT_STORED.has(name)) base[name] = value;
  }
  const type = String(base["content-type"] ?? "");
  const compressible = COMPRESSIBLE_TYPE.test(type) && body.length >= COMPRESS_MIN_BYTES;
  const vary = [...(compressible ? ["Accept-Encoding"] : []), ...(options.varyByCookie ? ["Cookie"] : [])];
  const varyHeader = mergeVary(options.headers.vary, vary);
  if (varyHeader) base.vary = varyHeader;

  const hash = createHash("sha1").update(body).digest("base64url");
  const etagOf = (encoding: Encoding) => `"${hash}${ETAG_SUFFIX[encoding]}"`;
  const makeVariant = (encoding: Encoding, bytes: Buffer): Variant => {
    const headers: OutgoingHttpHeaders = { ...base, etag: etagOf(encoding), "content-length": bytes.length };
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    const notModifiedHeaders = { ...headers };
    for (const name of CONTENT_HEADERS) delete notModifiedHeaders[name];
    return { body: bytes, headers, notModifiedHeaders };
  };

  const identity = makeVariant("identity", body);
  const made: Partial<Record<Encoding, Variant | Promise<Variant>>> = { identity };
  let bytes = ENTRY_OVERHEAD_BYTES + body.length;

  return {
    route: options.route ?? "other",
    etags: new Set(compressible ? [etagOf("identity"), etagOf("gzip"), etagOf("br")] : [etagOf("identity")]),
    compressible,
    get bytes() {
      return bytes;
    },
    variant(encoding) {
      if (!compressible || encoding === "identity") return identity;
      const ready = made[encoding];
      if (ready) return ready;
      const making = compressors[encoding](body).then(
        (compressed) => {
          // Not smaller (already dense content): the identity bytes serve everyone.
          const variant = compressed.length < body.length ? makeVariant(encoding, compressed) : identity;
          made[encoding] = variant;
          if (variant !== identity) {
            bytes += compressed.length;
            options.onGrow?.();
          }
          return variant;
        },
        () => {
          made[encoding] = identity;
          return identity;
        },
      );
      made[encoding] = making;
      return making;
    },
  };
}
