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
