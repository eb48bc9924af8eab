// `npm run test:pg`: the database suites again, against a real PostgreSQL (vitest.config.ts
// leaves out those about rendered markup). Each suite makes its own database on that server
// and drops it afterwards.
import { spawnSync } from "node:child_process";

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
console.log(`Database suites against PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//")}`);
// Files named after `--` run alone; without any, every database suite.
const args = process.argv.slice(2);
const named = args.some((arg) => /\.test\.ts$/.test(arg) || (!arg.startsWith("-") && arg.includes("/")));
const result = spawnSync("npx", ["vitest", "run", ...(named ? [] : ["tests/integration"]), ...args], {
  stdio: "inherit",
  env: { ...process.env, TEST_POSTGRES_URL: url, DATABASE_URL: "" },
});
process.exit(result.status ?? 1);
