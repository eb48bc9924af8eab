/** One caller's place: `ready` resolves when it may start; `release` gives the place back. */
export type Turn = { ready: Promise<void>; release(): void };

/**
 * At most `atOnce` holders at a time, the next ones waiting in order. `take` answers undefined
 * when `maxWaiting` already wait: a burst is refused rather than queued without end.
 */
export function createTurns(options: { atOnce: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const startNext = () => {
    while (running < options.atOnce && waiting.length > 0) {
      running++;
      waiting.shift()?.();
    }
  };

  return {
    take(): Turn | undefined {
      if (running >= options.atOnce && waiting.length >= options.maxWaiting) return undefined;
      let started = false;
      let released = false;
      let start = () => {};
      const ready = new Promise<void>((resolve) => {
        start = () => {
          started = true;
          resolve();
        };
      });
      waiting.push(start);
      startNext();
      return {
        ready,
        release() {
          if (released) return;
          released = true;
          if (started) {
            running--;
            startNext();
          } else {
            // Left while waiting (the client went away): the place is no one's.
            waiting.splice(waiting.indexOf(start), 1);
          }
        },
      };
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
