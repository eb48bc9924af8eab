import { Component, type CSSProperties, type ReactNode, Suspense, useRef } from "react";
import { cn } from "#app/lib/cn";
import { useAfterNextPaint } from "./afterNextPaint";
import { useNearViewport } from "./useNearViewport";
import { useTilePreconnect } from "./useTilePreconnect";

/**
 * The box a map lives in (docs/architecture.md "Browser-only code waits for the browser"): Leaflet
 * needs `window` the moment it is imported, so the server render and the hydration pass draw only a
 * placeholder, and the lazily loaded map replaces it after hydration inside the same box: the page
 * never jumps, and pages without a map never download Leaflet. With `startWhenNear` the map waits
 * until its box comes near the viewport: a map below the fold costs nothing until scrolled to.
 * A `picture` (the map page's, MapPicture.tsx) stands in for the map until then, and lies under
 * it while its code loads; the box is then a size container, which the picture reads.
 */
export function ClientMap({
  children,
  label,
  className,
  style,
  busy,
  startWhenNear = false,
  picture,
}: {
  /** The lazily loaded map; only rendered in the browser. */
  children: ReactNode;
  /** Names the map as a region for screen readers (omit inside a titled dialog). */
  label?: string;
  className?: string;
  style?: CSSProperties;
  /** The markers for the current view are still on their way. */
  busy?: boolean;
  /** Render the map only once the box comes near the viewport (the lazy map's code loads then). */
  startWhenNear?: boolean;
  /** What the box shows before the map starts, and beneath it until it is drawn. */
  picture?: ReactNode;
}) {
  // Not during hydration (false in the server render too), and not in hydration's last task:
  // starting Leaflet is a long task of its own on a phone.
  const hydratedAndPainted = useAfterNextPaint();
  const frame = useRef<HTMLElement>(null);
  const near = useNearViewport(frame, startWhenNear);
  const start = hydratedAndPainted && near;
  useTilePreconnect(start);
  const overPicture = picture !== undefined;
  return (
    // A named section is a region landmark; without a name it is a plain box.
    <section
      ref={frame}
      aria-label={label}
      aria-busy={busy}
      data-map-frame=""
      // In an island started on first use, coming near starts the island too (firstUse.ts).
      data-starts-island-near={startWhenNear ? "" : undefined}
      // isolate: Leaflet's panes and controls use z-indexes up to 1000; they stay inside this
      // box instead of painting over the sticky header and dialogs.
      className={cn(
        "relative isolate overflow-hidden rounded-xl border bg-muted",
        overPicture && "@container",
        className,
      )}
      style={style}
    >
      {picture}
      {start ? (
        <MapLoadBoundary overPicture={overPicture}>
          <Suspense fallback={<MapMessage overPicture={overPicture}>Loading map...</MapMessage>}>
            {children}
          </Suspense>
        </MapLoadBoundary>
      ) : (
        // Before the map starts the picture is the map: nothing is loading yet.
        !overPicture && <MapMessage>Loading map...</MapMessage>
      )}
    </section>
  );
}

/** The box's message; over a picture, on a card of its own, letting presses through to the picture. */
export function MapMessage({
  children,
  overPicture = false,
}: {
  children: ReactNode;
  overPicture?: boolean;
}) {
  return (
    <div
      data-map-placeholder=""
      className={cn(
        "absolute inset-0 grid place-items-center p-4 text-center text-sm text-muted-foreground",
        overPicture && "pointer-events-none",
      )}
    >
      {overPicture ? (
        <p className="rounded-md bg-card/95 px-3 py-1.5 text-card-foreground shadow-md">{children}</p>
      ) : (
        children
      )}
    </div>
  );
}

/** Offline or after a deploy the map's code may fail to load: the rest of the page stays. */
class MapLoadBoundary extends Component<{ children: ReactNode; overPicture: boolean }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (
      <MapMessage overPicture={this.props.overPicture}>
        The map could not be loaded. Check your connection and reload the page.
      </MapMessage>
    ) : (
      this.props.children
    );
  }
}
