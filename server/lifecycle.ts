import type { Logger } from "pino";

/**
 * docs/product.md "Shutdown": on SIGTERM (or Ctrl-C) run `stop` once, then exit 0. What `stop` does
 * (finish requests, the alert tick, close the database) belongs to each process entry.
 */
export function stopOnSignals(logger: Logger, stop: () => Promise<void>) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: "shutdown", signal }, "shutting down");
    await stop();
    logger.info({ event: "shutdown.done" }, "bye");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** A process entry: a start-up failure is one readable line and exit code 1, not a stack. */
export function runMain(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
