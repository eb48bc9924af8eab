// The machine and code a benchmark ran on: figures mean little without them.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { postgresServerVersion } from "./postgres";

export type Machine = {
  cpuModel: string;
  cpuCount: number;
  memoryGiB: number;
  /** The 1-minute load average when the run began: on a shared machine, how busy it already was. */
  loadAverage: number;
  os: string;
  kernel: string;
  node: string;
  postgres: string;
  /** Absent when no Chromium is installed (the page-weight rows need one). */
  chromium?: string;
  /**
   * Microseconds to touch one fresh 4 KiB page of memory. Where a virtual machine backs its
   * memory lazily this is many times the usual microsecond or less, and a browser, which
   * allocates as it loads a page, slows down far more than a benchmark of JavaScript alone shows.
   */
  memoryFirstTouchMicros: number;
};

export type Commit = { hash: string; dirty: boolean };

/** The output file itself changes with every run; it does not make the code "changed". */
const GENERATED = "docs/performance.md";

function run(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 10_000,
    })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

function operatingSystem(): string {
  try {
    const release = readFileSync("/etc/os-release", "utf8");
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(release)?.[1];
    if (pretty) return pretty;
  } catch {}
  return `${os.type()} ${os.platform()}`;
}

function chromiumVersion(): string | undefined {
  const binary = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(binary)) return undefined;
  return run(binary, ["--version"]);
}

const PAGE_BYTES = 4096;

/** The median of a few timed first touches of a fresh 64 MiB block (large enough to be mapped anew). */
export function measureMemoryFirstTouch(bytes = 64 * 1024 ** 2, rounds = 3): number {
  const perPage: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const block = Buffer.allocUnsafeSlow(bytes);
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < bytes; offset += PAGE_BYTES) block[offset] = 1;
    perPage.push(Number(process.hrtime.bigint() - start) / 1000 / (bytes / PAGE_BYTES));
  }
  perPage.sort((a, b) => a - b);
  return perPage[Math.floor(perPage.length / 2)] as number;
}

export async function describeMachine(): Promise<Machine> {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() || "unknown",
    cpuCount: cpus.length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    loadAverage: os.loadavg()[0] ?? Number.NaN,
    os: operatingSystem(),
    kernel: os.release(),
    node: process.version,
    postgres: await postgresServerVersion(),
    chromium: chromiumVersion(),
    memoryFirstTouchMicros: measureMemoryFirstTouch(),
  };
}

export function describeCommit(): Commit {
  const hash = run("git", ["rev-parse", "--short", "HEAD"]) ?? "unknown";
  const changes = (run("git", ["status", "--porcelain"]) ?? "")
    .split("\n")
    .filter((line) => line.trim() && !line.endsWith(GENERATED));
  return { hash, dirty: changes.length > 0 };
}

/** The header lines of docs/performance.md, one fact each. */
export function machineLines(machine: Machine, commit: Commit): string[] {
  return [
    `CPU: ${machine.cpuModel}, ${machine.cpuCount} ${machine.cpuCount === 1 ? "CPU" : "CPUs"}`,
    `Memory: ${machine.memoryGiB.toFixed(1)} GiB; first touch of a fresh 4 KiB page ${machine.memoryFirstTouchMicros.toFixed(2)} µs`,
    `Load average (1 min) when the run began: ${machine.loadAverage.toFixed(2)}`,
    `OS: ${machine.os}, kernel ${machine.kernel}`,
    `Node: ${machine.node}`,
    `PostgreSQL: ${machine.postgres}`,
    ...(machine.chromium ? [`Chromium: ${machine.chromium}`] : []),
    `Commit: ${commit.hash}${commit.dirty ? " + local changes" : ""}`,
  ];
}
