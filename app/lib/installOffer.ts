import { readStorage, STORAGE_KEYS } from "./storage";

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/** docs/product.md "Install banner": only on mobile user agents, never standalone, never once dismissed. */
export function shouldOfferInstall(): boolean {
  if (!MOBILE_USER_AGENT.test(navigator.userAgent)) return false;
  if (window.matchMedia?.("(display-mode: standalone)").matches) return false;
  return readStorage(STORAGE_KEYS.pwaInstallBannerDismissed) !== "true";
}
