import { afterAll, afterEach } from "vitest";
import { contractCheckingFetch, sharedApiContract } from "../support/apiContract";

// Integration suites only (vitest.config.ts): every answer of the suites' own APIs that a test
// receives through fetch is checked against the OpenAPI document (decision 034). A violation
// fails the test that received the answer, naming the operation, the status and what broke.
let violations: string[] = [];
const plainFetch = globalThis.fetch;
globalThis.fetch = contractCheckingFetch(plainFetch, sharedApiContract, (violation) => {
  violations.push(violation);
});

function reportViolations() {
  if (violations.length === 0) return;
  const found = violations;
  violations = [];
  throw new Error(`API answers break the OpenAPI document:\n${found.join("\n")}`);
}

afterEach(reportViolations);
afterAll(() => {
  globalThis.fetch = plainFetch;
  reportViolations();
});
