import {
  type FocusEvent,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { CARD_BATCH, focusNeedsMore, LOOKAHEAD_MARGIN, nextCount } from "./progressiveCards";

export type ProgressiveCount = {
  /** How many items to render now. */
  count: number;
  /** The scrolling panel, the observer's root; left unattached, the root is the page's viewport. */
  panelRef: RefObject<HTMLDivElement | null>;
  /** An element after the rendered items, inside the panel. */
  sentinelRef: RefObject<HTMLDivElement | null>;
  /** For the list element: focus reaching its last items adds the next batch. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * Renders a long list a batch at a time after hydration: the next batch when the sentinel comes
 * within a panel (or screen) height of the visible end or has been scrolled past, or when
 * keyboard focus nears the last item. Each batch renders in a transition, so React yields to
 * input while it works.
 */
export function useProgressiveCount({
  total,
  initial,
  batch = CARD_BATCH,
}: {
  total: number;
  initial: number;
  /** Items added at a time. */
  batch?: number;
}): ProgressiveCount {
  const [count, setCount] = useState(initial);
  const panelRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const rendered = Math.min(count, total);

  const grow = useCallback(() => {
    startTransition(() => setCount((current) => nextCount(Math.min(current, total), total, batch)));
  }, [total, batch]);

  // A new observer after every batch: its first report says whether the sentinel is still in
  // reach (an observer only reports changes, and a short batch may leave it in reach).
  useEffect(() => {
    const root = panelRef.current;
    const sentinel = sentinelRef.current;
    if (rendered >= total || !sentinel) return;
    if (typeof IntersectionObserver === "undefined") {
      grow();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // Reached: in reach below the visible end, or already scrolled past (a quick fling).
        const reached = (entry: IntersectionObserverEntry) =>
          entry.isIntersecting || entry.boundingClientRect.bottom < (entry.rootBounds?.top ?? 0);
        if (!entries.some(reached)) return;
        observer.disconnect();
        grow();
      },
      { root, rootMargin: LOOKAHEAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [rendered, total, grow]);

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const index = itemIndex(event.currentTarget, event.target);
      if (index >= 0 && focusNeedsMore(index, rendered, total)) grow();
    },
    [rendered, total, grow],
  );

  return { count: rendered, panelRef, sentinelRef, onFocus };
}

/** The position among `list`'s children of the child holding `target`, or -1. */
function itemIndex(list: HTMLElement, target: EventTarget): number {
  let node = target instanceof Node ? target : null;
  while (node && node.parentNode !== list) node = node.parentNode;
  return node ? Array.prototype.indexOf.call(list.children, node) : -1;
}
