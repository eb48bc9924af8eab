import { apiSchemas, openApiDocumentSchema } from "#core/apiResponses";
import { type ApiResponse, type ApiRoute, FORM_BODY_TYPES, openApiPath, z } from "./route";

function jsonSchema(schema: z.ZodType, io: "input" | "output" = "input") {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

function parameters(r: ApiRoute) {
  const list: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ["path", r.params],
    ["query", r.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === "path" || (object.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  for (const header of r.headers ?? []) {
    list.push({
      name: header.name,
      in: "header",
      required: false,
      description: header.description,
      schema: { type: "string" },
    });
  }
  return list;
}

const SCHEMAS = "#/components/schemas/";
const RESPONSES = "#/components/responses/";

/** Inside one answer's schema, a named schema is the document's component of that name. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "$defs" || key === "$schema" || key === "$id") continue;
    out[key] =
      key === "$ref" && typeof item === "string" && item.startsWith("#/$defs/")
        ? SCHEMAS + item.slice("#/$defs/".length)
        : toComponentRefs(item);
  }
  return out;
}

/** Names from apiSchemas; descriptions from there and from `.describe()` (zod's global registry). */
const metadata = {
  get(schema: z.ZodType) {
    const own = apiSchemas.get(schema);
    const global = z.globalRegistry.get(schema);
    return own || global ? { ...global, ...own } : undefined;
  },
} as unknown as typeof apiSchemas;

/** An answer's JSON Schema: a named one by reference, any other inline (its named parts by reference). */
function answerSchema(schema: z.ZodType) {
  const named = apiSchemas.get(schema)?.id;
  if (named) return { $ref: SCHEMAS + named };
  return toComponentRefs(z.toJSONSchema(schema, { io: "output", metadata, unrepresentable: "any" }));
}

function componentSchemas() {
  const { schemas } = z.toJSONSchema(apiSchemas, {
    io: "output",
    metadata,
    uri: (id) => SCHEMAS + id,
    unrepresentable: "any",
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, toComponentRefs(schema)]));
}

const errorContent = { "application/json": { schema: { $ref: `${SCHEMAS}Error` } } };
const retryAfter = {
  "Retry-After": { description: "Seconds to wait before asking again", schema: { type: "integer" } },
};

/** The answers many operations share, by the rules of sharedResponses. */
const sharedResponseObjects = {
  NotModified: {
    description: "Not modified: the copy whose ETag the request sent in If-None-Match is current",
  },
  InvalidInput: { description: "Invalid input", content: errorContent },
  TooLarge: { description: "Request body is too large (BODY_LIMIT)", content: errorContent },
  TooManyRequests: {
    description: "Too many writes from this address: Retry-After",
    headers: retryAfter,
    content: errorContent,
  },
  InternalError: { description: "Internal server error", content: errorContent },
  Unavailable: {
    description: "The database is out of reach: Retry-After",
    headers: retryAfter,
    content: errorContent,
  },
};

/**
 * The statuses a route answers without saying so, as
 * docs/product.md "API errors" and "Request limits" tell: the response cache's 304 to a public
 * read, 400 from a schema at the edge, 413 from the body limit, 429 from the write limit, 500,
 * and 503 (a database out of reach).
 */
function sharedResponses(r: ApiRoute, path: string): Record<number, keyof typeof sharedResponseObjects> {
  const shared: Record<number, keyof typeof sharedResponseObjects> = {};
  if (r.method === "get" && !path.startsWith("/api/admin")) shared[304] = "NotModified";
  if (r.params || r.query || r.body || r.formBody) shared[400] = "InvalidInput";
  if (r.body || r.formBody) shared[413] = "TooLarge";
  if (r.method !== "get") shared[429] = "TooManyRequests";
  shared[500] = "InternalError";
  shared[503] = "Unavailable";
  return shared;
}

function responseObject(status: number, response: ApiResponse, where: string) {
  if (typeof response === "string") {
    if (status < 400)
      throw new Error(`${where} ${status}: a success must declare its body (answer or noContent)`);
    return { description: response, content: errorContent };
  }
  const { description, body, mediaTypes = ["application/json"], headers } = response;
  return {
    description,
    ...(headers
      ? {
          headers: Object.fromEntries(
            Object.entries(headers).map(([name, about]) => [
              name,
              { description: about, schema: { type: "string" } },
            ]),
          ),
        }
      : {}),
    ...(body
      ? { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: answerSchema(body) }])) }
      : {}),
  };
}

function responses(r: ApiRoute, path: string) {
  const where = `${r.method.toUpperCase()} ${path}`;
  const own = Object.entries(r.responses).map(([status, response]) => [
    status,
    responseObject(Number(status), response, where),
  ]);
  const shared = Object.entries(sharedResponses(r, path))
    .filter(([status]) => !(status in r.responses))
    .map(([status, name]) => [status, { $ref: RESPONSES + name }]);
  return Object.fromEntries([...own, ...shared].sort(([a], [b]) => Number(a) - Number(b)));
}

/** GET /api/openapi.json itself: served by the app beside the routes. */
const documentOperation = {
  summary: "This document (OpenAPI 3.1)",
  tags: ["Documentation"],
  parameters: [],
  responses: {
    200: {
      description: "The document",
      content: { "application/json": { schema: answerSchema(openApiDocumentSchema) } },
    },
    304: { $ref: `${RESPONSES}NotModified` },
    500: { $ref: `${RESPONSES}InternalError` },
  },
};

/** An OpenAPI 3.1 document generated from the schemas that validate requests. */
export function openApiDocument(routes: ApiRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = `/api${openApiPath(r.path)}`;
    paths[path] ??= {};
    paths[path][r.method] = {
      summary: r.summary,
      tags: [r.tag],
      parameters: parameters(r),
      ...(r.body
        ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(r.body) } } } }
        : {}),
      ...(r.formBody
        ? {
            requestBody: {
              required: false,
              content: Object.fromEntries(
                FORM_BODY_TYPES.map((type) => [type, { schema: jsonSchema(r.formBody as z.ZodType) }]),
              ),
            },
          }
        : {}),
      responses: responses(r, path),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Fish Spots API",
      version: "1.0.0",
      description:
        "Public directory of Oregon fishing spots: locations, ratings, reviews, tide alerts, " +
        "tide predictions and fishing conditions.",
    },
    servers: [{ url: serverUrl }],
    paths: { "/api/openapi.json": { get: documentOperation }, ...paths },
    components: { schemas: componentSchemas(), responses: sharedResponseObjects },
  };
}
