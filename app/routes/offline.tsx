import { OfflineContent } from "#app/components/offline/OfflineContent";

// Decision 014: the page the service worker shows for a page this device has not saved. It is
// served under whatever address was asked for, so it must not hydrate (the router would render
// that address instead): the root leaves out the scripts for it.
export const handle = { hydrate: false };

export default function Offline() {
  return <OfflineContent />;
}
