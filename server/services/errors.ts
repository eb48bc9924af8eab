/** Failures a service reports on purpose; the HTTP error mapper turns them into status codes. */
/** Input that is well formed but cannot be accepted; `path` names the field. */
export class InvalidInputError extends Error {
  readonly status = 400;
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends Error {
  readonly status = 404;
}

/** No live operator session. */
export class UnauthorizedError extends Error {
  readonly status = 401;
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
