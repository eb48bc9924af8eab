// The PostgreSQL server the benchmarks use: BENCH_POSTGRES_URL names it. Each section makes a
// database of its own there and drops it afterwards, so runs never see each other's rows.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { withLeftover } from "./leftovers";

export const benchPostgresUrl =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function adminQuery<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const admin = new pg.Client({ connectionString: benchPostgresUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    return (await admin.query<T>(text)).rows;
  } finally {
    await admin.end();
  }
}

/** The server's version ("15.20 (Debian …)"), or why it could not be asked. */
export async function postgresServerVersion(): Promise<string> {
  try {
    const [row] = await adminQuery<{ server_version: string }>("show server_version");
    return row?.server_version ?? "unknown";
  } catch (error) {
    return `not available (${(error as Error).message})`;
  }
}

/**
 * A new, empty database on the bench server for the length of `fn`, dropped afterwards (also
 * after Ctrl-C). Throws PostgresUnavailable when the server cannot be reached.
 */
export async function withFreshPostgresDatabase<T>(fn: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `fishspots_bench_${randomBytes(4).toString("hex")}`;
  try {
    await adminQuery(`create database ${name}`);
  } catch (error) {
    throw new PostgresUnavailable((error as Error).message);
  }
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  return withLeftover(
    () => adminQuery(`drop database if exists ${name} with (force)`),
    () => fn(url.toString()),
  );
}

export class PostgresUnavailable extends Error {
  constructor(reason: string) {
    super(`PostgreSQL is not available at BENCH_POSTGRES_URL (${reason})`);
  }
}
