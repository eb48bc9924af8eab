import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry. The server starts a page's scripts only once its HTML has
// been painted (app/lib/scriptsAfterFirstPaint.server.ts), so hydration, a long task on a phone,
// never holds up the first paint (decision 023).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
