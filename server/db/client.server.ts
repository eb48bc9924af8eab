import { mkdirSync } from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../paths";
import * as schema from "./schema";

/** One Drizzle type for both drivers: services never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs `fn` while holding a PostgreSQL advisory lock on one connection. */
  withAdvisoryLock<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /**
   * LISTENs on `channel` on a connection of its own (PostgreSQL) or in-process (PGlite).
   * `lost` settles when that connection ends; the caller decides whether to listen again.
   */
  listen(channel: string, onNotification: (payload: string) => void): Promise<ChannelListener>;
  /**
   * Tells every listener of `channel` (NOTIFY): through the server on PostgreSQL; on PGlite,
   * whose listeners are all in this process, directly, without a statement that would wait its
   * turn behind every query.
   */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: the data directory as an image another database can start from. */
  dumpImage?(): Promise<Blob>;
};

export type ChannelListener = {
  /** Resolves with the reason when notifications stop arriving (never for PGlite). */
  lost: Promise<Error>;
  close(): Promise<void>;
};

// Arbitrary but fixed: every process of this app agrees on it.
export const MIGRATION_LOCK_KEY = 724_311_001;

// Connecting to PostgreSQL takes milliseconds on a healthy network; five seconds means it is gone.
const CONNECT_TIMEOUT_MS = 5_000;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /**
   * Embedded only: start from this data directory image (PGliteImage.dump) instead of an empty
   * cluster. PGlite's own initdb is most of what a new database costs; the test suites make ~90.
   */
  pgliteImage?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir, options.pgliteImage);
}

/**
 * Postgres settings of the embedded database, on top of PGlite's own start parameters (decision
 * 043). Its WebAssembly memory never shrinks, so what Postgres allocates once stays resident.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  // PGlite inherits initdb's 128 MB, allocated and touched at start; the curated tables and their
  // indexes are a few MB, and a page not held here is read back from the OS page cache.
  shared_buffers: "16MB",
};

/**
 * V8 settings for a long-lived process serving from the embedded database (decision 043). They
 * apply to the whole process and to WebAssembly compiled after the call, so the web process sets
 * them before it opens the database; tests and tools keep V8's defaults.
 */
export const EMBEDDED_PROCESS_V8_FLAGS = [
  // Postgres's 9 MB of WebAssembly compiled by the baseline compiler only: the optimizing tier's
  // code and compile memory were ~45 MB resident; queries take about a third longer, cached
  // answers no longer.
  "--liftoff-only",
  // Not `--optimize-for-size`: it kept the heap ~50 MB smaller under load, but uncached pages
  // rendered a quarter slower and the browser suites took twice as long (decision 043).
];

export function setEmbeddedProcessV8Flags(): void {
  for (const flag of EMBEDDED_PROCESS_V8_FLAGS) setFlagsFromString(flag);
}

/** PGlite's default start parameters, then each setting as `-c name=value`. */
export function pgliteStartParams(settings = PGLITE_SETTINGS): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

/** `memory://` keeps the database in memory (tests); any other value is a folder. */
async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  let dir = "memory://";
  if (dataDir !== "memory://") {
    dir = path.join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: pgliteStartParams(),
    ...(image && { loadDataDir: image }),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // PGlite serves one process with one connection, so the lock only has to hold inside this
  // process: a promise chain runs the locked sections one after another.
  let lockChain: Promise<unknown> = Promise.resolve();
  let closed = false;
  // This process's own notices: every listener of the embedded database is in this process.
  const localListeners = new Map<string, Set<(payload: string) => void>>();
  return {
    db,
    kind: "pglite",
    withAdvisoryLock(_key, fn) {
      const run = lockChain.then(() => fn(db));
      lockChain = run.catch(() => {});
      return run;
    },
    async ping() {
      if (closed) return false;
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async listen(channel, onNotification) {
      // One process, one connection: notifications cannot be lost, only stopped. A NOTIFY by
      // SQL (pg_notify) arrives through PGlite, one of `notify` directly.
      const unlisten = await client.listen(channel, onNotification);
      let listeners = localListeners.get(channel);
      if (!listeners) {
        listeners = new Set();
        localListeners.set(channel, listeners);
      }
      listeners.add(onNotification);
      return {
        lost: new Promise<Error>(() => {}),
        async close() {
          listeners.delete(onNotification);
          if (!closed) await unlisten();
        },
      };
    },
    async notify(channel, payload) {
      // Delivered after the caller's turn, as a NOTIFY is after its statement.
      await Promise.resolve();
      for (const listener of localListeners.get(channel) ?? []) listener(payload);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    dumpImage: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that does not answer fails a request in seconds (503) instead of holding it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing is noticed on idle connections too.
    keepAlive: true,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [key]);
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Database);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [key]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async listen(channel, onNotification) {
      // Not from the pool: a LISTEN belongs to one session, held for the life of the process.
      const client = new pg.Client({
        connectionString: url,
        // A server that does not answer is a failed attempt (tried again), not a hang; TCP
        // keepalive probes an idle connection, so a peer that silently went away is noticed.
        connectionTimeoutMillis: 10_000,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      let markLost: (reason: Error) => void = () => {};
      const lost = new Promise<Error>((resolve) => {
        markLost = resolve;
      });
      client.on("error", (err) => markLost(err));
      client.on("end", () => markLost(new Error("listening connection ended")));
      client.on("notification", (message) => onNotification(message.payload ?? ""));
      try {
        await client.connect();
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        await client.end().catch(() => {});
        throw err;
      }
      return {
        lost,
        async close() {
          await client.end().catch(() => {});
        },
      };
    },
    async close() {
      // Closing twice is harmless, as with PGlite (shutdown paths may overlap).
      if (pool.ended) return;
      await pool.end();
    },
  };
}

/** Applies the committed SQL migrations. Call it inside withAdvisoryLock(MIGRATION_LOCK_KEY). */
export async function migrateDatabase(kind: DatabaseHandle["kind"], db: Database): Promise<void> {
  const options = { migrationsFolder: migrationsDir };
  if (kind === "pglite") {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], options);
  } else {
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], options);
  }
}

/** Raw SQL rows: both drivers answer `{ rows }`, though Drizzle's shared type cannot say so. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
