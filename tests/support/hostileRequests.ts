import fc from "fast-check";

// Generators of raw HTTP/1.1 requests a hostile or broken client might send: every part of the
// request (method, path, query, headers, body, declared length) is drawn separately.

export type HostileRequest = {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer;
  /** How Content-Length relates to the body: honest, absent (chunked), or a lie. */
  framing: "length" | "chunked" | "none" | "overstated" | "understated";
};

const PATHS = [
  "/",
  "/api/locations",
  "/api/locations/",
  "/api/locations/1",
  "/api/locations/featured",
  "/api/locations/ratings/all",
  "/api/locations/search/",
  "/api/locations/fish/",
  "/api/locations/1/tides",
  "/api/locations/1/conditions",
  "/api/locations/1/rating",
  "/api/locations/1/reviews",
  "/api/locations.geojson",
  "/api/fish-types",
  "/api/tide-alerts",
  "/api/tide-alerts/1",
  "/api/tide-alerts/location/1",
  "/api/tide-alerts/1/unsubscribe",
  "/api/location-suggestions",
  "/api/openapi.json",
  "/api/",
  "/locations/1",
  "/locations/search/",
  "/search-results",
  "/map",
  "/tide-info",
  "/contact",
  "/ar-tools",
  "/alerts/confirm",
  "/alerts/1",
  "/alerts/1/unsubscribe",
  "/sitemap.xml",
  "/robots.txt",
  "/offline",
  "/assets/",
  "/sw.js",
  "/manifest.webmanifest",
  "/healthz",
  "/readyz",
  "/metrics",
];

const METHODS = [
  "GET",
  "GET",
  "GET",
  "HEAD",
  "POST",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "PROPFIND",
  "TRACE",
];

/** Text a URL may carry: percent-encoded anything, raw %-garbage, dot segments, odd numbers. */
const urlPiece = fc.oneof(
  fc.constant(""),
  fc.constantFrom("1", "0", "-1", "1.5", "1e3", "99999999999999999999", "NaN", "null", "true", "0x10", "%00"),
  fc.constantFrom("..", "../..", "%2e%2e", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "./.", "//", "%2F", ".%00."),
  fc.constantFrom("%", "%%", "%E0%A4%A", "%FF%FE", "%C0%AF", "a%2", "%u0041", "%25"),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
  // Unencoded but legal in a request line: letters, digits and sub-delimiters.
  fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:@]{0,30}$/),
  fc.integer({ min: 1, max: 6000 }).map((n) => "x".repeat(n)),
  fc.constantFrom("<script>alert(1)</script>", "</script><script>alert(1)</script>").map(encodeURIComponent),
);

const QUERY_KEYS = [
  "limit",
  "offset",
  "state",
  "days",
  "date",
  "tab",
  "reviews",
  "token",
  "q",
  "id",
  "__proto__",
  "limit[]",
  "a[b]",
];

const query = fc.option(
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), urlPiece), urlPiece), { maxLength: 5 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
  { nil: "" },
);

const target = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.tuple(fc.constantFrom(...PATHS), urlPiece, query).map(([p, s, q]) => p + s + q),
  },
  { weight: 1, arbitrary: fc.tuple(urlPiece, query).map(([s, q]) => `/${s}${q}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "*",
      "//evil.example/x",
      "http://evil.example/",
      "/%2e%2e/%2e%2e/",
      "/a/../../b",
    ),
  },
);

/** Visible ASCII plus Latin-1 bytes: what a header value may legally carry, and some it may not. */
const headerText = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,60}$/),
  fc.string({ unit: "binary-ascii", maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, "")),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 30 }),
  fc.integer({ min: 1, max: 9000 }).map((n) => "v".repeat(n)),
);

const STATES = [
  "Oregon",
  "Washington",
  "California",
  "Nowhere",
  "",
  "%",
  "%E0%A4%A",
  "Oregon%00",
  "%4Fregon",
];

const cookie = fc.oneof(
  fc.constantFrom(...STATES).map((s) => `selectedState=${s}`),
  fc
    .tuple(fc.constantFrom(...STATES), headerText)
    .map(([s, rest]) => `${rest}; selectedState=${s}; x=${rest}`),
  headerText,
);

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=koi8-r",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "*/*",
  "",
  ";;;",
  "application/json; charset",
];

const optionalHeader = fc.oneof(
  fc.tuple(fc.constant("Content-Type"), fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerText)),
  fc.tuple(
    fc.constant("Accept"),
    fc.constantFrom("text/html", "application/json", "*/*", "image/*", "", "garbage/;q=x"),
  ),
  fc.tuple(
    fc.constant("Accept-Encoding"),
    fc.oneof(
      fc.constantFrom("gzip", "br", "deflate", "identity", "*", "gzip;q=0, identity;q=0", "zstd"),
      headerText,
    ),
  ),
  fc.tuple(fc.constant("Cookie"), cookie),
  fc.tuple(fc.constant("X-Alert-Token"), headerText),
  fc.tuple(fc.constantFrom("X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host"), headerText),
  fc.tuple(
    fc.constant("Host"),
    fc.oneof(fc.constantFrom("[::1", "a b", "évil", "localhost:99999", ""), headerText),
  ),
  fc.tuple(fc.constantFrom("Range", "If-None-Match", "If-Modified-Since", "If-Match"), headerText),
  fc.tuple(
    fc.constant("User-Agent"),
    fc.oneof(fc.constant("Googlebot/2.1 (+http://www.google.com/bot.html)"), headerText),
  ),
  fc.tuple(fc.constant("Expect"), fc.constantFrom("100-continue", "fly")),
  fc.tuple(fc.constantFrom("Origin", "Referer", "Content-Encoding", "Content-Language"), headerText),
  fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/), headerText),
);

const deepJson = fc.integer({ min: 1, max: 20_000 }).map((n) => "[".repeat(n) + "]".repeat(n));

const body = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  {
    weight: 2,
    arbitrary: fc
      .record(
        {
          userName: fc.oneof(fc.string(), fc.constant("</script><script>alert(1)</script>"), fc.integer()),
          rating: fc.oneof(fc.integer({ min: -2, max: 7 }), fc.double(), fc.string()),
          reviewText: fc.oneof(fc.string(), fc.constant(null)),
          fishCaught: fc.oneof(fc.array(fc.string()), fc.string()),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          active: fc.oneof(fc.boolean(), fc.string()),
          name: fc.string(),
        },
        { requiredKeys: [] },
      )
      .map((v) => JSON.stringify(v)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("{", "{not json", '{"a":', "[1,2", "nul", '"\\u12"', "\u0000", "{}}"),
  },
  { weight: 1, arbitrary: deepJson },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 14_000 })
      .map((n) => JSON.stringify({ userName: "x".repeat(n), rating: 5 })),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 })), { maxLength: 6 })
      .map((pairs) => new URLSearchParams(pairs).toString()),
  },
  {
    weight: 1,
    arbitrary: fc.constant('------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n------x--'),
  },
);

const framing = fc.constantFrom<HostileRequest["framing"]>(
  "length",
  "length",
  "length",
  "chunked",
  "none",
  "overstated",
  "understated",
);

export const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    method: fc.constantFrom(...METHODS),
    target,
    headers: fc.array(optionalHeader, { maxLength: 6 }),
    body,
    framing,
  })
  .map((r) => ({ ...r, body: Buffer.from(r.body) }));

/** The request's bytes: the request line, headers and body as framed. Every connection says close. */
export function requestBytes(request: HostileRequest): Buffer {
  const hasHost = request.headers.some(([name]) => name.toLowerCase() === "host");
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  if (!hasHost) lines.push("Host: 127.0.0.1");
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  lines.push("Connection: close");
  let payload = request.body;
  switch (request.framing) {
    case "length":
      lines.push(`Content-Length: ${request.body.length}`);
      break;
    case "chunked":
      lines.push("Transfer-Encoding: chunked");
      payload = Buffer.concat([
        request.body.length > 0 ? Buffer.from(`${request.body.length.toString(16)}\r\n`) : Buffer.alloc(0),
        request.body,
        Buffer.from(request.body.length > 0 ? "\r\n0\r\n\r\n" : "0\r\n\r\n"),
      ]);
      break;
    case "none":
      payload = Buffer.alloc(0);
      break;
    // Claims far more than the body limit: refused from the header alone, never waited for.
    case "overstated":
      lines.push(`Content-Length: ${1_000_000_000 + request.body.length}`);
      break;
    // Claims less than is sent: the rest arrives as garbage after the request.
    case "understated":
      lines.push(`Content-Length: ${Math.floor(request.body.length / 2)}`);
      break;
  }
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), payload]);
}

/** A short, printable description of a request, for failure messages. */
export function describeRequest(request: HostileRequest): string {
  const head = requestBytes(request).toString("latin1");
  return head.length > 600 ? `${head.slice(0, 600)}… (${head.length} bytes)` : head;
}
