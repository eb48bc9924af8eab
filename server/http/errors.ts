import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { ZodError } from "zod";
import { NEVER_STORED } from "#core/cachePolicy";
import { isDatabaseUnavailable } from "../db/outage";
import { InvalidInputError, SourceUnavailableError } from "../services/errors";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
// A lost database usually returns within seconds (a restart, a fail-over); say when to retry.
export const UNAVAILABLE_HEADERS: Record<string, string> = {
  "Retry-After": "5",
  "Cache-Control": NEVER_STORED,
};

// A source's outage is answered at once; the back-off decides when it is asked again.
const SOURCE_UNAVAILABLE_HEADERS = { "Retry-After": "60", "Cache-Control": NEVER_STORED };

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

/**
 * Maps anything thrown to a status and a JSON body (docs/product.md "API errors"). Only real faults
 * are 500; a database out of reach is 503 (decision 022).
 */
export function toErrorResponse(error: unknown): {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
} {
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return { status: 400, body: { message: errors[0]?.message ?? "Invalid input", errors }, headers: {} };
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: { message: error.message }, headers: error.headers };
  }
  if (error instanceof InvalidInputError) {
    const errors = [{ path: error.path, message: error.message }];
    return { status: 400, body: { message: error.message, errors }, headers: {} };
  }
  if (error instanceof SourceUnavailableError) {
    return { status: 503, body: { message: error.message }, headers: SOURCE_UNAVAILABLE_HEADERS };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: UNAVAILABLE_MESSAGE }, headers: UNAVAILABLE_HEADERS };
  }
  const databaseStatus = databaseErrorStatus(error);
  if (databaseStatus === 400) return { status: 400, body: { message: "Invalid input" }, headers: {} };
  if (databaseStatus === 409)
    return { status: 409, body: { message: "Conflicts with existing data" }, headers: {} };
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { message: clientMessage(error, status) }, headers: {} };
  }
  return { status: 500, body: { message: "Internal server error" }, headers: {} };
}

/**
 * PostgreSQL refuses some input only when it meets it (a NUL character in text, a value out
 * of a type's range): SQLSTATE class 22 is bad data from the client, class 23 a conflict.
 * Drizzle wraps driver errors, so the code may sit on a cause.
 */
function databaseErrorStatus(error: unknown): 400 | 409 | undefined {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      if (code.startsWith("22")) return 400;
      if (code.startsWith("23")) return 409;
      return undefined;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown };
  const status = typeof e.status === "number" ? e.status : e.statusCode;
  return typeof status === "number" ? status : undefined;
}

// body-parser and Express say what went wrong in `type`; their own messages can leak internals.
function clientMessage(error: unknown, status: number): string {
  const type = (error as { type?: unknown }).type;
  if (type === "entity.too.large") return "Request body is too large";
  if (type === "entity.parse.failed") return "Request body is not valid JSON";
  if (type === "encoding.unsupported" || type === "charset.unsupported") return "Unsupported body encoding";
  if (status === 404) return (error as Error).message || "Not found";
  if (status === 401 || status === 403 || status === 409) return (error as Error).message;
  return "Bad request";
}

export function errorMapper(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, body, headers } = toErrorResponse(error);
    if (error instanceof SourceUnavailableError)
      logger.warn({ event: "source.unavailable_answer", url: req.originalUrl }, error.message);
    else if (status === 503)
      logger.warn(
        { event: "database.unavailable", err: error, method: req.method, url: req.originalUrl },
        "database unavailable",
      );
    else if (status >= 500)
      logger.error({ err: error, method: req.method, url: req.originalUrl }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).set(headers).json(body);
  };
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.locals.route = "/api/*";
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
};
