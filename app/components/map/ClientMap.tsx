import { Component, type CSSProperties, type ReactNode, Suspense } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/useHydrated";

/**
 * The box a map lives in. Architecture rule 6: Leaflet needs `window` the moment it is
 * imported, so the server render and the hydration pass draw only a placeholder, and the
 * lazily loaded map replaces it after hydration inside the same box: the page never jumps,
 * and pages without a map never download Leaflet.
 */
export function ClientMap({
  children,
  label,
  className,
  style,
  busy,
}: {
  /** The lazily loaded map; only rendered in the browser. */
  children: ReactNode;
  /** Names the map as a region for screen readers (omit inside a titled dialog). */
  label?: string;
  className?: string;
  style?: CSSProperties;
  /** The markers for the current view are still on their way. */
  busy?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    // A named section is a region landmark; without a name it is a plain box.
    <section
      aria-label={label}
      aria-busy={busy}
      data-map-frame=""
      // isolate: Leaflet's panes and controls use z-indexes up to 1000; they stay inside this
      // box instead of painting over the sticky header and dialogs.
      className={cn("relative isolate overflow-hidden rounded-xl border bg-muted", className)}
      style={style}
    >
      {hydrated ? (
        <MapLoadBoundary>
          <Suspense fallback={<MapMessage>Loading map...</MapMessage>}>{children}</Suspense>
        </MapLoadBoundary>
      ) : (
        <MapMessage>Loading map...</MapMessage>
      )}
    </section>
  );
}

export function MapMessage({ children }: { children: ReactNode }) {
  return (
    <div
      data-map-placeholder=""
      className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-muted-foreground"
    >
      {children}
    </div>
  );
}

/** Offline or after a deploy the map's code may fail to load: the rest of the page stays. */
class MapLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (
      <MapMessage>The map could not be loaded. Check your connection and reload the page.</MapMessage>
    ) : (
      this.props.children
    );
  }
}
