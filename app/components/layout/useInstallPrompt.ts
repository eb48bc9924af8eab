import { useCallback, useEffect, useState } from "react";

/** Chromium's beforeinstallprompt event, which the DOM typings do not carry. */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
};

/**
 * Keeps the browser's install offer while our banner is shown, so Install opens the browser's
 * own dialog. Only then is the browser's own mini-infobar held back (preventDefault); elsewhere
 * (desktop, a dismissed banner) the browser offers installing its usual way.
 */
export function useInstallPrompt(active: boolean) {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    if (!active) return;
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    window.addEventListener("beforeinstallprompt", keep);
    return () => window.removeEventListener("beforeinstallprompt", keep);
  }, [active]);

  /** Shows the browser's dialog once (an offer cannot be reused); null without an offer. */
  const prompt = useCallback(async (): Promise<"accepted" | "dismissed" | null> => {
    if (!offer) return null;
    setOffer(null);
    try {
      await offer.prompt();
      return (await offer.userChoice).outcome;
    } catch {
      return null;
    }
  }, [offer]);

  return { prompt };
}
