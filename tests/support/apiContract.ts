import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import { type ApiDocument, currentApiDocument } from "./apiDocument";

// The contract of decision 034: every API answer the integration suites receive is checked
// against the OpenAPI document (tests/setup/api-contract.ts wraps fetch for them). An answer
// whose status the operation does not document, whose media type is not the documented one, or
// whose body breaks the documented schema is a violation.

type JsonObject = Record<string, unknown>;

/** What the client received: the body as text, or undefined when the test did not read it. */
export type ReceivedAnswer = {
  method: string;
  /** The path and query string asked for. */
  url: string;
  status: number;
  contentType: string | null;
  body: string | undefined;
};

const COMPONENTS_ID = "https://fishspots.test/components";

/** `#/components/schemas/X` → the same schema in the components schema Ajv holds. */
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "$ref" && typeof item === "string" && item.startsWith("#/components/schemas/")
        ? `${COMPONENTS_ID}#/$defs/${item.slice("#/components/schemas/".length)}`
        : absoluteRefs(item),
    ]),
  );
}

type Operation = { template: string; method: string; pattern: RegExp; params: number; op: JsonObject };

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function isJson(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/** Checks answers against one document; each schema is compiled the first time an answer needs it. */
export function createApiContract(document: ApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, validateFormats: false });
  const { components } = document;
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: absoluteRefs(components.schemas) as JsonObject });
  const errorSchema = { $ref: `${COMPONENTS_ID}#/$defs/Error` };

  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    const source = template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
      .join("[^/]+");
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        template,
        method,
        // Express routes ignore case and a trailing slash.
        pattern: new RegExp(`^${source}/?$`, "i"),
        params: template.split("{").length - 1,
        op,
      });
    }
  }

  const validators = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: unknown) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(absoluteRefs(schema) as JsonObject);
      validators.set(key, validate);
    }
    return validate;
  };

  /** The operation Express would run: the most literal path that matches (featured before {id}). */
  function operationFor(method: string, pathname: string): Operation | undefined {
    const asked = method === "head" ? "get" : method;
    return operations
      .filter((o) => o.method === asked && o.pattern.test(pathname))
      .sort((a, b) => a.params - b.params)[0];
  }

  function bodyProblem(name: string, validate: ValidateFunction, body: string, mediaType: string) {
    let data: unknown = body;
    if (isJson(mediaType)) {
      try {
        data = JSON.parse(body);
      } catch {
        return `${name}: the body is not JSON: ${body.slice(0, 120)}`;
      }
    }
    if (validate(data)) return undefined;
    const errors = validate.errors ?? [];
    const shown = ajv.errorsText(errors.slice(0, 5), { dataVar: "body", separator: "; " });
    const more = errors.length > 5 ? ` (and ${errors.length - 5} more)` : "";
    return `${name}: the body breaks the documented schema: ${shown}${more}`;
  }

  /** A violation of the contract, described for the test's failure message; undefined when the answer keeps it. */
  function check(answer: ReceivedAnswer): string | undefined {
    const method = answer.method.toLowerCase();
    const pathname = new URL(answer.url, "http://api.invalid").pathname;
    const mediaType = mediaTypeOf(answer.contentType);
    const bodyIsRead =
      answer.body !== undefined && method !== "head" && !NULL_BODY_STATUSES.has(answer.status);
    const operation = operationFor(method, pathname);
    const noRoute = (body: string | undefined) =>
      answer.status === 404 && body?.includes(`"No API route for ${answer.method.toUpperCase()} `);

    // No operation here (or none on this server: the console is off): the API's own errors only.
    if (!operation || (bodyIsRead && noRoute(answer.body))) {
      const name = `${answer.method.toUpperCase()} ${pathname} (no operation) answered ${answer.status}`;
      if (answer.status < 400) return `${name}: only an error may answer where no operation is documented`;
      if (!bodyIsRead) return undefined;
      if (mediaType !== "application/json")
        return `${name}: ${mediaType || "no media type"} is not application/json`;
      return bodyProblem(name, validator("no operation", errorSchema), answer.body as string, mediaType);
    }

    const name = `${operation.method.toUpperCase()} ${operation.template} answered ${answer.status}`;
    const responses = operation.op.responses as Record<string, JsonObject>;
    let response = responses[String(answer.status)];
    if (!response) {
      // Unread, a 404 may still be the API's "no route" answer of a server without these calls.
      if (answer.status === 404 && answer.body === undefined) return undefined;
      const documented = Object.keys(responses).join(", ");
      return `${name} (${answer.url}): the status is not documented (documented: ${documented})`;
    }
    if (typeof response.$ref === "string")
      response = components.responses[response.$ref.split("/").at(-1) as string] as JsonObject;
    const content = response.content as Record<string, { schema: unknown }> | undefined;
    if (!content) {
      if (bodyIsRead && answer.body !== "") return `${name}: a body came where none is documented`;
      return undefined;
    }
    if (!bodyIsRead) return undefined;
    const entry = content[mediaType];
    if (!entry) {
      const documented = Object.keys(content).join(", ");
      return `${name}: the media type ${mediaType || "(none)"} is not documented (documented: ${documented})`;
    }
    const key = `${operation.method} ${operation.template} ${answer.status} ${mediaType}`;
    return bodyProblem(name, validator(key, entry.schema), answer.body as string, mediaType);
  }

  return { check };
}

export type ApiContract = ReturnType<typeof createApiContract>;

const SHARED = Symbol.for("fish-spots.api-contract");

/** One contract per worker: its schemas are compiled once, whichever test file needs them first. */
export function sharedApiContract(): ApiContract {
  const holder = globalThis as { [SHARED]?: ApiContract };
  holder[SHARED] ??= createApiContract(currentApiDocument());
  return holder[SHARED];
}

/** Whether a request goes to one of the suites' own servers' API. */
function isOwnApi(url: URL): boolean {
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  return loopback && (url.pathname === "/api" || url.pathname.startsWith("/api/"));
}

/**
 * `fetch` that checks every answer of the suites' own APIs as the test reads it: the status at
 * once, the body when the test has read all of it (its bytes still reach the test as they
 * come). Violations go to `report`.
 */
export function contractCheckingFetch(
  fetchImpl: typeof fetch,
  contract: () => ApiContract,
  report: (violation: string) => void,
): typeof fetch {
  return async (input, init) => {
    const res = await fetchImpl(input, init);
    const asked = new URL(input instanceof Request ? input.url : String(input));
    const answered = new URL(res.url || asked.href);
    // A followed redirect ends at a page, not at the API's answer.
    if (res.redirected || !isOwnApi(answered)) return res;
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const received = (body: string | undefined) => {
      const violation = contract().check({
        method,
        url: answered.pathname + answered.search,
        status: res.status,
        contentType: res.headers.get("content-type"),
        body,
      });
      if (violation) report(violation);
      return violation;
    };
    if (res.body === null) {
      received("");
      return res;
    }
    // The status first: a test that never reads the body is still told of an undocumented status.
    if (received(undefined)) return res;
    const chunks: Uint8Array[] = [];
    const body = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          chunks.push(chunk);
          controller.enqueue(chunk);
        },
        flush() {
          received(Buffer.concat(chunks).toString("utf8"));
        },
      }),
    );
    const copy = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    Object.defineProperties(copy, {
      url: { value: res.url },
      redirected: { value: res.redirected },
      type: { value: res.type },
    });
    return copy;
  };
}
