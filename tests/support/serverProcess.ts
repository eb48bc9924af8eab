import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { SOURCES_OFF } from "./sourcesOff";

const root = path.resolve(import.meta.dirname, "..", "..");

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, "close");
  return port;
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * The production server as an operator runs it: its own process, configured by environment.
 * `projectRoot`: the folder whose build it runs (the bench runs other builds of the same code).
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  projectRoot = root,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, "build", "app-server", "main.js")], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      ...SOURCES_OFF,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // A new data folder is made by a process of its own before the server opens it (decision
  // 043): initdb, migrations and the curated seed take 15 to 20 s on a busy two-core machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, output: () => output, exited };
}

export type WorkerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `npm run worker` as an operator runs it: the built worker entry, configured by environment. */
export function startWorkerProcess(env: Record<string, string | undefined>): WorkerProcess {
  const child = spawn(process.execPath, [path.join(root, "build", "app-server", "worker.js")], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}
