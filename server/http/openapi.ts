import { type ApiRoute, FORM_BODY_TYPES, openApiPath, z } from "./route";

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

const errorSchema = {
  type: "object",
  required: ["message"],
  properties: {
    message: { type: "string" },
    errors: {
      type: "array",
      items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } },
    },
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
      responses: Object.fromEntries(
        Object.entries(r.responses).map(([status, description]) => [
          status,
          Number(status) >= 400
            ? {
                description,
                content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
              }
            : Number(status) >= 300
              ? { description }
              : { description, content: { "application/json": {} } },
        ]),
      ),
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
    paths,
    components: { schemas: { Error: errorSchema } },
  };
}
