import { TOAST_LIST_CLASS, TOAST_REGION_LABEL } from "./toastRegion";

/**
 * The toast region of a page served with islands (decision 045): such a page asks the server
 * nothing from the browser, so no toast is ever raised in it, but the region is there, as Radix
 * Toast draws it empty, and F8 moves focus to it (the page script listens for the key).
 */
export function QuietToastRegion() {
  return (
    <section aria-label={TOAST_REGION_LABEL} tabIndex={-1} style={{ pointerEvents: "none" }}>
      <ol tabIndex={-1} className={TOAST_LIST_CLASS} data-toast-list="" />
    </section>
  );
}
