import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
export const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/** Runs one of the operators' scripts (scripts/{script}) as `npm run` would, with `env` added. */
export async function runCli(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", path.join(projectRoot, "scripts", script), ...args],
      { cwd: projectRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
