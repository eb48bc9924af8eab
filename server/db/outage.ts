// A database that cannot be reached is the server's trouble, not the client's, and it passes:
// such failures answer 503 (try again), never 500 (decision 022).

// node-postgres reports a lost or refused connection by message, without a SQLSTATE.
const LOST_CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
];

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE classes of a server that is going away or cannot take more work: 08 connection
 * exception, 53 insufficient resources, 57P01-57P03 shutting down or starting up.
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || code.startsWith("53") || /^57P0[123]$/.test(code);
}

/** Whether `error` (or a cause it wraps: Drizzle wraps driver errors) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code)) return isUnavailableSqlState(code);
    }
    if (typeof message === "string" && LOST_CONNECTION_MESSAGES.some((m) => message.startsWith(m)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The same functions, each telling `onOutage` when it failed for want of a database (and still
 * failing as before). Page loaders get services wrapped so, per request: a page that met an
 * outage answers 503 whatever it managed to render.
 */
export function watchOutages<S extends object>(services: S, onOutage: () => void): S {
  const report = (error: unknown) => {
    if (isDatabaseUnavailable(error)) onOutage();
    throw error;
  };
  const watched: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(services)) {
    watched[name] =
      typeof value === "function"
        ? (...args: unknown[]) => {
            const result = value(...args);
            return result instanceof Promise ? result.catch(report) : result;
          }
        : value;
  }
  return watched as S;
}
