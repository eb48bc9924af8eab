import pino from "pino";

// One JSON line per request: written one by one and synchronously, each costs a system call
// and stalls every request whenever the disk is busy, more than serving a cached answer takes.
// Lines are gathered up to this many bytes and written together, off the event loop ...
const LOG_BUFFER_BYTES = 4096;
// ... and never held longer than this when traffic is light.
const LOG_FLUSH_MS = 250;

export function createLogger(level: string) {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  // Pending lines are also flushed when the process exits; only a kill -9 can lose the last ones.
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return pino(
    { level, base: { service: "fish-spots" }, timestamp: pino.stdTimeFunctions.isoTime },
    destination,
  );
}
