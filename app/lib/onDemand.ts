import { type ComponentType, createElement, lazy, useCallback, useState } from "react";

// Menus, popovers, dialogs and toasts are not part of a page's first screen: their code (Radix,
// Floating UI, focus and scroll management) loads when a visitor reaches for them, and until it
// has arrived a placeholder drawn the same stands in (decision 023). A component a page needs
// but can show a moment later (the map) renders through `Component` inside a Suspense boundary,
// its download started early with `preload`.

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
type AnyComponent = ComponentType<any>;

export type OnDemand<C extends AnyComponent> = {
  /** The component, fetched once; a failed fetch (offline) is tried again next time. */
  load: () => Promise<C>;
  /** Starts fetching early, on hover or focus, so that the first use does not wait. */
  preload: () => void;
  /**
   * The component itself, for a Suspense boundary: it suspends until its code has arrived (a
   * failed download goes to the nearest error boundary), and renders at once when a preload has
   * already brought it. React.lazy alone would still suspend on the first render, and React holds
   * a boundary's content back for up to 300 ms after its fallback.
   */
  Component: C;
};

export function onDemand<C extends AnyComponent>(importModule: () => Promise<{ default: C }>): OnDemand<C> {
  let loading: Promise<C> | undefined;
  let loaded: C | undefined;
  const load = () => {
    loading ??= importModule().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as React.lazy's are
  function Component(props: object) {
    const Shown = (loaded ?? Lazy) as ComponentType<object>;
    return createElement(Shown, props);
  }
  return {
    load,
    preload: () => {
      load().catch(() => {});
    },
    Component: Component as unknown as C,
  };
}

/**
 * The loaded component once `request()` has been called and its code has arrived; null before,
 * so the caller shows its placeholder. A failed download leaves the placeholder in place: the
 * next request tries again.
 */
export function useOnDemand<C extends AnyComponent>(demand: OnDemand<C>): [C | null, () => void] {
  const [component, setComponent] = useState<C | null>(null);
  const request = useCallback(() => {
    demand.load().then(
      (loaded) => setComponent(() => loaded),
      () => {},
    );
  }, [demand]);
  return [component, request];
}

/**
 * A popover or dialog whose code loads on demand, behind a trigger drawn the same: the props
 * for that placeholder trigger (it starts the download when pointed at or focused, and asks for
 * the popup, open, when pressed), the loaded component once it has arrived, and its open state.
 */
export function useOnDemandPopup<C extends AnyComponent>(demand: OnDemand<C>) {
  const [open, setOpen] = useState(false);
  const [Loaded, request] = useOnDemand(demand);
  const triggerProps = {
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: demand.preload,
    onFocus: demand.preload,
    onClick: () => {
      setOpen(true);
      request();
    },
  } as const;
  return { Loaded, open, setOpen, triggerProps };
}
