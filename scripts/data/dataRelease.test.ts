// The data release gate: `npm run data -- verify` over every file of data/states must find no
// problem but those that stand with their reasons (data/verify-standing.json, decision 053). The
// unit suite runs it, so CI checks every data file offline on every run.
import path from "node:path";
import { expect, it } from "vitest";
import { runVerify } from "./verify";

it("finds no problem in any data file", async () => {
  const dir = path.resolve(import.meta.dirname, "..", "..", "data", "states");
  // Tests never read the calendar: the one dated rule (no lastChecked after today) is the
  // command's own, run by the operator; the gate must give the same answer on any day it runs.
  const run = await runVerify({ dir, now: Date.parse("2099-12-31T00:00:00Z") });
  // The report is the table an operator would read: it says what to fix.
  expect(run.problems, run.report).toBe(0);
});
