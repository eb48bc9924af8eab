import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { addressState, stateShownFor } from "#core/stateAddress";
import { stateLinks } from "#core/stateLinks";
import type { Route } from "./+types/root";
import { DeferredToaster } from "./components/layout/DeferredToaster";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import { InstallBanner } from "./components/layout/InstallBanner";
import { NotFoundContent } from "./components/layout/NotFoundContent";
import { QuietToastRegion } from "./components/layout/QuietToastRegion";
import { OfflineContent } from "./components/offline/OfflineContent";
import { createQueryClient } from "./lib/api";
import { useDocumentMode, usePageScript } from "./lib/documentMode";
import { isOfflineFailure } from "./lib/offline";
import { PageConfigContext, pageConfigOf } from "./lib/pageConfig";
import { useRenderNonce } from "./lib/renderNonce";
import { SelectedStateProvider, selectedStateFromCookie } from "./lib/selectedState";
import { THEME_BOOT_SCRIPT } from "./lib/theme";
import { useExternalMapRedirect } from "./lib/useExternalMapRedirect";
import { useServiceWorker } from "./serviceWorker/useServiceWorker";
import "./context";
import { DEFAULT_STATE } from "#core/states";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // A PNG, not the SVG: Chrome builds a whole SVG document on the main thread for an SVG icon.
  { rel: "icon", href: "/icons/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", sizes: "180x180" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  // The preference (cookie), and the state the page shows: its address's, else the preference.
  const selectedState = selectedStateFromCookie(request.headers.get("cookie"));
  return {
    publicConfig: context.publicConfig,
    // Decision 045: the script of pages served with islands, in a production build.
    pageScript: context.pageScript ?? null,
    selectedState,
    stateLinks: stateLinks(stateShownFor(request)),
  };
}

/**
 * The root's data (public config, the state cookie) does not depend on the query string but for
 * the state it names: switching a page's tabs (?tab=) asks the server nothing, so it also works
 * offline.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Another state's address: the shared frame's links follow it.
  if (addressState(currentUrl.pathname, currentUrl.search) !== addressState(nextUrl.pathname, nextUrl.search))
    return true;
  // A revalidation of the same address (a new state chosen in the header) reads it again.
  if (
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.href !== nextUrl.href
  )
    return false;
  return defaultShouldRevalidate;
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the inline scripts written here for the server's policy (decision 026).
  const nonce = useRenderNonce();
  // The offline page is served under other addresses: it must not hydrate (decision 014). A page
  // served with islands runs its page script instead of React Router's (decision 045).
  const mode = useDocumentMode();
  const pageScript = usePageScript();
  const data = useRootData();
  // Scripts start after the first paint (decision 023), so a page shows before its controls run
  // its code; <html data-hydrated> tells when they do (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html
      lang="en"
      suppressHydrationWarning
      // The preference this page was rendered for: the page script compares it with local storage.
      data-selected-state={mode === "islands" ? data?.selectedState : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5566" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#08252d" media="(prefers-color-scheme: dark)" />
        {/* Before first paint: no flash of the wrong theme. */}
        <script nonce={nonce} suppressHydrationWarning>
          {THEME_BOOT_SCRIPT}
        </script>
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {mode === "hydrated" && <ScrollRestoration nonce={nonce} />}
        {mode === "hydrated" && <Scripts nonce={nonce} />}
        {mode === "islands" && pageScript && (
          <script type="module" nonce={nonce}>
            {`import ${JSON.stringify(pageScript)};`}
          </script>
        )}
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const islands = useDocumentMode() === "islands";
  const [queryClient] = useState(createQueryClient);
  useExternalMapRedirect();
  useServiceWorker();
  return (
    <QueryClientProvider client={queryClient}>
      <PageConfigContext.Provider value={pageConfigOf(data?.publicConfig)}>
        <SelectedStateProvider initial={data?.selectedState ?? DEFAULT_STATE}>
          <Header />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
          {islands ? (
            <>
              {/* The page script mounts the banner here when it is offered (most visitors never see it). */}
              <div data-island-slot="installBanner" />
              <QuietToastRegion />
            </>
          ) : (
            <>
              <InstallBanner />
              <DeferredToaster />
            </>
          )}
        </SelectedStateProvider>
      </PageConfigContext.Provider>
    </QueryClientProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      {notFound ? (
        <NotFoundContent />
      ) : isOfflineFailure(error) ? (
        <OfflineContent />
      ) : (
        <div className="mx-auto max-w-2xl px-4 py-20 text-center">
          <h1 className="text-3xl font-bold">Something went wrong</h1>
          <p className="mt-3 text-muted-foreground">Please try again in a moment.</p>
          <a href="/" className="mt-6 inline-block text-primary underline">
            Go Home
          </a>
        </div>
      )}
    </Shell>
  );
}
