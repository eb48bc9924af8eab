import { describe, expect, it } from "vitest";
import { describeCommit, describeMachine, machineLines } from "./machine";

describe("the machine a benchmark ran on", () => {
  it("is described from the machine itself", async () => {
    const machine = await describeMachine();
    expect(machine.cpuModel).not.toBe("");
    expect(machine.cpuCount).toBeGreaterThanOrEqual(1);
    expect(machine.memoryGiB).toBeGreaterThan(0);
    expect(machine.loadAverage).toBeGreaterThanOrEqual(0);
    expect(machine.kernel).not.toBe("");
    expect(machine.node).toBe(process.version);
    // A version, or why the server could not be asked: never empty.
    expect(machine.postgres).toMatch(/^(\d+\.\d+|not available \()/);
    expect(machine.memoryFirstTouchMicros).toBeGreaterThan(0);
  });

  it("reads as one fact a line, with the commit and whether the code was changed", () => {
    const lines = machineLines(
      {
        cpuModel: "AMD EPYC",
        cpuCount: 2,
        memoryGiB: 23.54,
        loadAverage: 1.5,
        os: "Debian GNU/Linux 12 (bookworm)",
        kernel: "6.1.0-18-amd64",
        node: "v20.20.2",
        postgres: "15.20 (Debian 15.20-0+deb12u1)",
        memoryFirstTouchMicros: 14.613,
      },
      { hash: "1d358f6", dirty: true },
    );
    expect(lines).toEqual([
      "CPU: AMD EPYC, 2 CPUs",
      "Memory: 23.5 GiB; first touch of a fresh 4 KiB page 14.61 µs",
      "Load average (1 min) when the run began: 1.50",
      "OS: Debian GNU/Linux 12 (bookworm), kernel 6.1.0-18-amd64",
      "Node: v20.20.2",
      "PostgreSQL: 15.20 (Debian 15.20-0+deb12u1)",
      "Commit: 1d358f6 + local changes",
    ]);
    expect(
      machineLines({ ...sampleMachine(), chromium: "Chromium 156.0" }, { hash: "abc1234", dirty: false }),
    ).toContain("Chromium: Chromium 156.0");
  });

  it("names the commit checked out", () => {
    expect(describeCommit().hash).toMatch(/^[0-9a-f]{7,}$/);
  });
});

function sampleMachine() {
  return {
    cpuModel: "x",
    cpuCount: 1,
    memoryGiB: 1,
    loadAverage: 0,
    os: "y",
    kernel: "z",
    node: "v20",
    postgres: "15",
    memoryFirstTouchMicros: 1,
  };
}
