/** The toast list's place on the screen (docs/product.md "Toasts": at most 420 px wide from md up). */
export const TOAST_LIST_CLASS =
  "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:right-0 sm:bottom-0 sm:top-auto sm:flex-col md:max-w-[420px]";

/** The region's name, as Radix Toast writes it, and its hotkey. */
export const TOAST_REGION_LABEL = "Notifications (F8)";
export const TOAST_HOTKEY = "F8";
