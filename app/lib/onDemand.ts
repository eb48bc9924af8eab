import { type ComponentType, useCallback, useState } from "react";

// Menus, popovers, dialogs and toasts are not part of a page's first screen: their code (Radix,
// Floating UI, focus and scroll management) loads when a visitor reaches for them, and until it
// has arrived a placeholder drawn the same stands in (decision 023).

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
type AnyComponent = ComponentType<any>;

export type OnDemand<C extends AnyComponent> = {
  /** The component, fetched once; a failed fetch (offline) is tried again next time. */
  load: () => Promise<C>;
  /** Starts fetching early, on hover or focus, so that the first use does not wait. */
  preload: () => void;
};

export function onDemand<C extends AnyComponent>(importModule: () => Promise<{ default: C }>): OnDemand<C> {
  let loading: Promise<C> | undefined;
  const load = () => {
    loading ??= importModule().then(
      (module) => module.default,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch(() => {});
    },
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
