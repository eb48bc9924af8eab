import { createRequire } from "node:module";

// autocannon ships no type declarations: the part the tests use, typed here.

export type LoadRequest = {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Makes each send's body anew (a review text of its own each time, say); `body` otherwise. */
  makeBody?: () => string;
  onResponse?: (status: number, body: string) => void;
};

export type LoadResult = {
  requests: { total: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
};

type LoadOptions = {
  url: string;
  connections: number;
  /** Seconds to run; ignored when `amount` is given. */
  duration?: number;
  /** Total requests to send, across all connections, instead of a duration. */
  amount?: number;
  requests: LoadRequest[];
  /** Seconds to wait for one answer before counting a timeout. */
  timeout?: number;
};

const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: LoadOptions,
) => Promise<LoadResult>;

/**
 * Runs autocannon: each connection loops over `requests` in order until `duration` seconds have
 * passed, or until `amount` requests have been sent.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return autocannon({
    ...options,
    requests: options.requests.map(({ makeBody, ...request }) => ({
      ...request,
      // autocannon calls a setupRequest it finds, even an undefined one.
      ...(makeBody && { setupRequest: (sent: object) => ({ ...sent, body: makeBody() }) }),
      onResponse: request.onResponse
        ? (status: number, body: unknown) => request.onResponse?.(status, String(body))
        : undefined,
    })),
  });
}
