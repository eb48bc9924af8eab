import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, except that hydration waits for the server's HTML to be
// painted once. Scripts that arrive before the first paint would otherwise run hydration, a
// long task on a phone, ahead of it: the page would show only after its scripts (decision 023).

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.visibilityState === "hidden") {
  // A background tab paints nothing until shown; it need not wait for that.
  hydrate();
} else {
  // A timeout queued from an animation frame runs after that frame is painted.
  requestAnimationFrame(() => setTimeout(hydrate, 0));
}
