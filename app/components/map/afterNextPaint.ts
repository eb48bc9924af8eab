import { useEffect, useState } from "react";

// Starting a map is several pieces of main-thread work (Leaflet, tiles, markers). Done in one
// go it is a long task on a phone, during which the page cannot answer a tap; each piece here
// waits for a painted frame, so the tasks stay short and what came first shows first.

/** Calls `callback` in a task of its own after the next frame is painted; returns a cancel. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  // A timeout queued from an animation frame runs after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False on the first render (and in the server render); true from the first painted frame
 * after `begin` is (by default at once).
 */
export function useAfterNextPaint(begin = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (begin && !painted) return afterNextPaint(() => setPainted(true));
  }, [begin, painted]);
  return painted;
}
