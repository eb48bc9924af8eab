/** Failures a service reports on purpose; the HTTP error mapper turns them into status codes. */
export class NotFoundError extends Error {
  readonly status = 404;
}

export class ForbiddenError extends Error {
  readonly status = 403;
}

export class ConflictError extends Error {
  readonly status = 409;
}

/** A source outside our machine (USGS, NWS) cannot answer and nothing of it is kept. */
export class SourceUnavailableError extends Error {
  readonly status = 503;
}
