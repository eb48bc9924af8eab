import { TOAST_LIST_CLASS, TOAST_REGION_LABEL } from "./toastRegion";

/**
 * The toast region of a page served with islands (decision 045), as Radix Toast draws it empty:
 * F8 moves focus to it (the page script listens for the key). An island that raises a toast
 * puts Radix Toast's own region in its place first (app/islands/hydrate.tsx).
 */
export function QuietToastRegion() {
  return (
    <div data-island-slot="toaster">
      <section aria-label={TOAST_REGION_LABEL} tabIndex={-1} style={{ pointerEvents: "none" }}>
        <ol tabIndex={-1} className={TOAST_LIST_CLASS} data-toast-list="" />
      </section>
    </div>
  );
}
