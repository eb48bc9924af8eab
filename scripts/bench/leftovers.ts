// What a benchmark leaves behind if it stops half-way (a folder, a database, a child process):
// removed on the way out of each step and, after Ctrl-C, before the process exits.

const leftovers = new Set<() => Promise<unknown>>();
let interrupted = false;
let watching = false;

/** Ctrl-C is taken over only once something needs removing, not on import. */
function watchForInterrupt() {
  if (watching) return;
  watching = true;
  process.once("SIGINT", () => {
    interrupted = true;
    void Promise.allSettled([...leftovers].map((remove) => remove())).finally(() => process.exit(130));
  });
}

/** True once Ctrl-C was pressed: a step failing then is the interruption, not a fault. */
export function wasInterrupted(): boolean {
  return interrupted;
}

/**
 * For what outlives one step (a dataset one section prepares and a later one uses): removed
 * after Ctrl-C until `release()` says its owner removed it or handed it on.
 */
export function holdLeftover(remove: () => Promise<unknown>): { release(): void } {
  watchForInterrupt();
  leftovers.add(remove);
  return { release: () => leftovers.delete(remove) };
}

/** Runs `fn`, then `remove`, even when `fn` throws or the run is interrupted. */
export async function withLeftover<T>(remove: () => Promise<unknown>, fn: () => Promise<T>): Promise<T> {
  watchForInterrupt();
  leftovers.add(remove);
  try {
    return await fn();
  } finally {
    if (!interrupted) {
      leftovers.delete(remove);
      await remove();
    }
  }
}
