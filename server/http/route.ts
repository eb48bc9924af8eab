import type { Request, Response } from "express";
import { z } from "zod";

export type Method = "get" | "post" | "put" | "delete";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One API route: its path, the shared schemas that validate it at the edge, and a handler
 * that calls one service. The OpenAPI document is generated from these same definitions.
 */
export type ApiRoute<P = z.ZodType | undefined, Q = z.ZodType | undefined, B = z.ZodType | undefined> = {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Form bodies (URL-encoded or multipart) the route takes besides JSON, documented by this
   * schema. They are read up to the body limit and not parsed: such a route acts on its URL
   * alone (RFC 8058 one-click unsubscribe posts come in either type).
   */
  formBody?: z.ZodType;
  /** Request headers the route reads, for the document. */
  headers?: { name: string; description: string }[];
  /**
   * Every status the route itself answers, with its body: `answer(…)` for a success, a
   * description alone for an error (its body is the Error schema), `noContent(…)` for an
   * answer without one. openapi.ts adds the statuses every route of a kind shares.
   */
  responses: Record<number, ApiResponse>;
  successStatus?: number;
  handle(input: {
    params: Parsed<P>;
    query: Parsed<Q>;
    body: Parsed<B>;
    req: Request;
    res: Response;
  }): Promise<unknown>;
};

/**
 * One documented answer: its description, its body's schema and media types when it has a
 * body, and the response headers it sets (name → description).
 */
export type ApiResponse =
  | string
  | {
      description: string;
      body?: z.ZodType;
      mediaTypes?: readonly string[];
      headers?: Record<string, string>;
    };

/** A success answer with a body: JSON unless `mediaType` says otherwise. */
export function answer(description: string, body: z.ZodType, mediaType = "application/json"): ApiResponse {
  return { description, body, mediaTypes: [mediaType] };
}

/**
 * A redirect as Express's `res.redirect` sends it: Location, and a line saying where to, as
 * text or HTML by the request's Accept.
 */
export function redirect(description: string): ApiResponse {
  return {
    description,
    body: z.string(),
    mediaTypes: ["text/plain", "text/html"],
    headers: { Location: "Where to" },
  };
}

/** What a handler returns when it wrote the answer itself (or the client left before it could). */
export const ANSWERED = Symbol("answered");

/** Keeps each route's handler typed by its own schemas inside a heterogeneous list. */
export function route<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
>(definition: ApiRoute<P, Q, B>): ApiRoute {
  return definition as unknown as ApiRoute;
}

/** The form types a route with `formBody` accepts. */
export const FORM_BODY_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

/** `/locations/:id` → `/locations/{id}` */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, "{$1}");
}

export { z };
