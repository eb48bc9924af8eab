import { Agent, request } from "node:http";

export type LoadCall = { method: "GET" | "POST"; path: string; body?: string };

export type Outcome = { status: number; bytes: number };

/**
 * Sends one request through `agent` and reads the whole answer. Rejects with the socket's error
 * (ECONNREFUSED, ECONNRESET, "socket hang up"…) when no complete answer arrives.
 */
export function call(
  baseUrl: string,
  agent: Agent,
  spec: LoadCall,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
    const req = request(
      `${baseUrl}${spec.path}`,
      {
        method: spec.method,
        agent,
        headers: body
          ? { "content-type": "application/json", "content-length": body.length, ...headers }
          : headers,
      },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () => {
          const declared = res.headers["content-length"];
          if (declared !== undefined && Number(declared) !== bytes) {
            reject(new Error(`answer cut short: ${bytes} of ${declared} bytes`));
          } else resolve({ status: res.statusCode ?? 0, bytes });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export type LoopReport = {
  answers: Outcome[];
  /** Connections refused: the server no longer accepts, so the loop stopped there. */
  refused: number;
  /** Any other failure: a connection that was open and did not deliver a full answer. */
  failures: string[];
};

/**
 * One keep-alive client sending `calls` in turn, back to back, until `until()` says stop or a
 * new connection is refused.
 */
export async function keepAliveLoop(
  baseUrl: string,
  calls: LoadCall[],
  until: () => boolean,
): Promise<LoopReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const report: LoopReport = { answers: [], refused: 0, failures: [] };
  try {
    for (let n = 0; !until(); n++) {
      const spec = calls[n % calls.length] as LoadCall;
      try {
        report.answers.push(await call(baseUrl, agent, spec));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ECONNREFUSED") {
          report.refused++;
          break;
        }
        report.failures.push(`${spec.method} ${spec.path}: ${code ?? ""} ${(error as Error).message}`);
      }
    }
  } finally {
    agent.destroy();
  }
  return report;
}
