// `npm run test:pg`: the database suites again, against a real PostgreSQL. Each suite makes
// its own database on that server and drops it afterwards.
import { spawnSync } from "node:child_process";

// Suites about how pages and headers are rendered run on the embedded database only (`npm test`):
// the queries they read through are the ones the API, data and alert suites run on both
// databases, and what they check (markup, scripts, policies) does not differ between the two.
// Raw hostile requests and shutdown under load stay: a byte PostgreSQL refuses, or a pool
// closing under a request, behaves differently there.
const ENGINE_INDEPENDENT = [
  "ssr.ar-tools",
  "ssr.assets",
  "ssr.first-load",
  "ssr.home",
  "ssr.hydrate-later",
  "ssr.location",
  "ssr.map",
  "ssr.offline",
  "ssr.pages",
  "ssr.tides",
  "http.cache-policy",
  "http.csp",
  "hostile.script-inertness",
].map((name) => `tests/integration/${name}.test.ts`);

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
console.log(`Database suites against PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//")}`);
// Files named after `--` run alone; without any, every database suite.
const args = process.argv.slice(2);
const named = args.some((arg) => /\.test\.ts$/.test(arg) || (!arg.startsWith("-") && arg.includes("/")));
const files = named
  ? []
  : ["tests/integration", ...ENGINE_INDEPENDENT.flatMap((file) => ["--exclude", file])];
const result = spawnSync("npx", ["vitest", "run", ...files, ...args], {
  stdio: "inherit",
  env: { ...process.env, TEST_POSTGRES_URL: url, DATABASE_URL: "" },
});
process.exit(result.status ?? 1);
