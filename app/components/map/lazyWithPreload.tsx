import { type ComponentType, lazy } from "react";

/**
 * React.lazy with a download that can start before the component renders. Once the code has
 * arrived the component renders at once: React.lazy alone would still suspend on its first
 * render, and React holds a Suspense boundary's content back for up to 300 ms after its
 * fallback, which delayed the map (and its first tile requests) past hydration.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => void } {
  let loaded: ComponentType<P> | undefined;
  let download: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    download ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return download;
  };
  const Lazy = lazy(start);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as React.lazy's are
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return {
    Component,
    // A failed download is reported where the component renders (its error boundary).
    preload: () => {
      start().catch(() => {});
    },
  };
}
