// The ceiling of a load row: a minimal node:http server answering, from memory, exactly the
// status, headers and body bytes the real server answered that row's request. What it serves
// per second is what Node itself manages on this machine, so the real figure reads as a ratio.
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import path from "node:path";

export type CapturedAnswer = {
  status: number;
  /** Header names and values, flat ([name, value, name, value, …]), as sent. */
  headers: string[];
  body: Uint8Array;
};

export type BenchRequest = {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** Node writes these itself for every answer (the date changes; keep-alive is the connection's). */
const WRITTEN_BY_NODE = new Set(["date", "connection", "keep-alive"]);

/** The headers to replay: everything the real server sent but what Node adds to any answer. */
export function replayedHeaders(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (!WRITTEN_BY_NODE.has(name.toLowerCase())) kept.push(name, rawHeaders[i + 1] as string);
  }
  return kept;
}

/** One request as autocannon sends it; the answer as it came over the wire (still compressed). */
export async function captureAnswer(baseUrl: string, req: BenchRequest): Promise<CapturedAnswer> {
  const url = new URL(req.path, baseUrl);
  const headers =
    req.body === undefined
      ? req.headers
      : { ...req.headers, "content-length": `${Buffer.byteLength(req.body)}` };
  const outgoing = request(url, { method: req.method, headers });
  outgoing.end(req.body);
  const [incoming] = await once(outgoing, "response");
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return {
    status: incoming.statusCode as number,
    headers: replayedHeaders(incoming.rawHeaders),
    body: Buffer.concat(chunks),
  };
}

/** The real server keeps idle connections this long (server/web.ts); the ceiling does too. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The ceiling server itself: `serve` swaps the answer it gives every request. */
export function createCeilingServer(): { server: Server; serve(answer: CapturedAnswer): void } {
  let answer: CapturedAnswer = { status: 503, headers: [], body: new Uint8Array() };
  const server = createServer((req, res) => {
    // Read the request body, as the real server does, before answering.
    req.resume();
    req.once("end", () => {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return {
    server,
    serve(next) {
      answer = next;
    },
  };
}

export type CeilingProcess = {
  url: string;
  pid: number;
  serve(answer: CapturedAnswer): Promise<void>;
  stop(): Promise<void>;
};

type FromCeiling = { listening: number } | { serving: true };

function nextMessage(child: ChildProcess): Promise<FromCeiling> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromCeiling) => {
      stopListening();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      stopListening();
      reject(new Error(`the ceiling server exited (${code})`));
    };
    const stopListening = () => {
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}

/**
 * The ceiling in a process of its own, as the real server runs: on two cores, the load
 * generator's share of the CPU then weighs on both alike.
 */
export async function startCeilingProcess(): Promise<CeilingProcess> {
  const child = fork(path.join(import.meta.dirname, "ceilingProcess.ts"), [], {
    cwd: path.resolve(import.meta.dirname, "..", ".."),
    execArgv: ["--import", "tsx"],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = () => nextMessage(child);
  const first = await next();
  if (!("listening" in first)) throw new Error("the ceiling server did not start");
  return {
    url: `http://127.0.0.1:${first.listening}`,
    pid: child.pid as number,
    async serve(answer) {
      child.send({ answer });
      await next();
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
