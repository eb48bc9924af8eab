import { useEffect } from "react";

/**
 * Registers the service worker after hydration, in production builds only (a development
 * server rebuilds files under unchanged names, which a worker would keep serving stale). The
 * registration code is its own small chunk, loaded only where service workers exist.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    import("./register").then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      () => undefined,
    );
  }, []);
}
