import type { Logger } from "pino";
import type { Config } from "#server/config.server";
import type { DataChanges, DataTopic } from "#server/dataChanges";
import type { Database } from "#server/db/client.server";
import type { Mailer } from "#server/mail.server";
import type { LiveConditionsConfig } from "./conditions";

export type ServicesConfig = Pick<Config, "contactEmail" | "publicUrl"> &
  Partial<LiveConditionsConfig> &
  Partial<Pick<Config, "operatorEmails" | "contentDir">>;

/** A use case with its database bound: what the pages and the API call. */
export type Bound<F> = F extends (db: Database, ...rest: infer R) => infer Out ? (...rest: R) => Out : never;

/** What every domain's services are built from (one database, mailer and change feed). */
export type ServiceContext = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  config: ServicesConfig;
  changes: DataChanges;
  bind<F extends (db: Database, ...rest: never[]) => unknown>(fn: F): Bound<F>;
  /**
   * Every write that succeeds: rendered pages and lists may show what it changed. `spotOf` names
   * the one location whose data it changed, when the arguments tell; kept answers that read
   * nothing of that location stay (decision 018).
   */
  write<A extends unknown[], R>(
    topic: DataTopic,
    fn: (...args: A) => Promise<R>,
    spotOf?: (...args: A) => number | null | undefined,
  ): (...args: A) => Promise<R>;
};

export function createServiceContext(deps: Omit<ServiceContext, "bind" | "write">): ServiceContext {
  return {
    ...deps,
    bind: <F extends (db: Database, ...rest: never[]) => unknown>(fn: F) =>
      ((...rest: never[]) => fn(deps.db, ...rest)) as Bound<F>,
    write:
      <A extends unknown[], R>(
        topic: DataTopic,
        fn: (...args: A) => Promise<R>,
        spotOf?: (...args: A) => number | null | undefined,
      ) =>
      async (...args: A): Promise<R> => {
        const result = await fn(...args);
        await deps.changes.announce(topic, spotOf?.(...args) ?? undefined);
        return result;
      },
  };
}
