// The data release gate, ready to enable: `npm run data -- verify` over every file of
// data/states must find no problem. Today's files still carry the problems issue 50 lists, so the
// gate is not yet part of the suite; once `npm run data -- verify` prints "No problems.", enable it
// by renaming this file to dataRelease.test.ts (the unit suite runs scripts/**/*.test.ts, so CI
// runs it on every data file from then on).
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
