import { WifiOff } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button";

// Decision 014: what a visitor sees for a page this device has not saved, with no network.
// Plain links only: the offline page is served without scripts.
export function OfflineContent() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      {/* Shown by the offline route and by error boundaries (where no route meta runs): React 19
          hoists these into <head>. */}
      <title>You are offline - Fish Spots</title>
      <meta name="robots" content="noindex" />
      <WifiOff className="mx-auto size-12 text-primary" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">You are offline</h1>
      <p className="mt-3 text-muted-foreground">
        This page is not saved on this device yet. Pages you have opened before, with their tide tables, still
        open without a connection.
      </p>
      <p className="mt-3 text-muted-foreground">Reload this page when you are back online.</p>
      <a href="/" className={buttonVariants({ className: "mt-8" })}>
        Go Home
      </a>
    </div>
  );
}
