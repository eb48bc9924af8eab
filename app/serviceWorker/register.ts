// Decision 014: the worker installs once the page has finished loading, so saving the app's
// files for offline use never competes with the first page's own downloads.
export function registerServiceWorker(): void {
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Not fatal: everything works online, and the next visit tries again.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
