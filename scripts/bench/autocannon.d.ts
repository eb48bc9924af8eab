// The part of autocannon 9's programmatic API the load rows use (the package ships no types).
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  };

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each send of this request: what it returns is sent. */
    setupRequest?: (request: Request) => Request;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** A run before the measured one, its figures kept apart (`result.warmup`). */
    warmup?: { connections?: number; duration?: number };
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Each connection cycles through these in turn. */
    requests?: Request[];
    timeout?: number;
  };

  export type Result = {
    requests: Histogram;
    /** totalCount: how many answers the latencies were taken from. */
    latency: Histogram & { totalCount: number };
    throughput: Histogram;
    duration: number;
    /** Socket errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = PromiseLike<Result> & { stop(): void };

  export default function autocannon(options: Options): Instance;
}
