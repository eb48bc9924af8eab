import { Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button";
import { shouldOfferInstall } from "#app/lib/installOffer";
import { onDemand, useOnDemand } from "#app/lib/onDemand";
import { STORAGE_KEYS, tryWriteStorage } from "#app/lib/storage";
import { useInstallPrompt } from "./useInstallPrompt";

// The steps dialog (Radix Dialog) is only for phones without the browser's own install prompt.
const installSteps = onDemand(() => import("./InstallSteps"));

export function InstallBanner() {
  const [visible, setVisible] = useState(false);
  const [stepsOpen, setStepsOpen] = useState(false);
  const [Steps, requestSteps] = useOnDemand(installSteps);
  const installPrompt = useInstallPrompt(visible);

  useEffect(() => {
    setVisible(shouldOfferInstall());
    const onInstalled = () => {
      tryWriteStorage(STORAGE_KEYS.pwaInstallBannerDismissed, "true");
      setVisible(false);
    };
    window.addEventListener("appinstalled", onInstalled);
    return () => window.removeEventListener("appinstalled", onInstalled);
  }, []);

  // Dismissed (Not now) or installed hides it for good.
  function dismiss() {
    tryWriteStorage(STORAGE_KEYS.pwaInstallBannerDismissed, "true");
    setVisible(false);
  }

  // The browser's own install dialog when it offered one; otherwise the manual steps.
  async function install() {
    const outcome = await installPrompt.prompt();
    if (outcome === "accepted") dismiss();
    else if (outcome === null) {
      requestSteps();
      setStepsOpen(true);
    }
  }

  return (
    <>
      {/* The banner is fixed over the page; this spacer keeps the end of the footer reachable. */}
      {visible && <div aria-hidden className="h-28 bg-card md:h-24" />}
      {visible && (
        <section
          aria-labelledby="install-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 border-t bg-card p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
        >
          <div className="mx-auto flex max-w-3xl items-center gap-3">
            <Smartphone className="hidden size-8 shrink-0 text-primary min-[400px]:block" aria-hidden />
            <div className="min-w-0 flex-1">
              <h2 id="install-banner-title" className="font-semibold">
                Get the Mobile App
              </h2>
              <p className="text-sm text-muted-foreground">Install for offline use</p>
            </div>
            <Button variant="ghost" size="sm" onClick={dismiss}>
              Not now
            </Button>
            <Button
              size="sm"
              onPointerEnter={installSteps.preload}
              onFocus={installSteps.preload}
              onClick={install}
            >
              Install
            </Button>
          </div>
        </section>
      )}
      {stepsOpen && Steps && <Steps onClose={() => setStepsOpen(false)} />}
    </>
  );
}
