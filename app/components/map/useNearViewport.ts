import { type RefObject, useEffect, useState } from "react";
import { NEAR_VIEWPORT_MARGIN } from "./nearViewport";

/**
 * Whether the element has come within NEAR_VIEWPORT_MARGIN of the viewport; once true it stays
 * true. With `watch` false it is true at once. A browser without IntersectionObserver counts
 * as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [near, setNear] = useState(!watch);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
