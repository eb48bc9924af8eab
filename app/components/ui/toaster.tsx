import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { TOAST_LIST_CLASS } from "#app/components/layout/toastRegion";
import { cn } from "#app/lib/cn";
import { dismissToast, useToasts } from "./use-toast";

// docs/product.md "Toasts": shown 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region,
// viewport at most 420 px wide on medium screens and up.
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            "relative flex w-full items-start justify-between gap-3 rounded-lg border py-4 pr-8 pl-4 shadow-lg data-[state=closed]:hidden data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            t.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            {t.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            )}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className="absolute top-2 right-2 rounded-sm p-1 opacity-80 hover:opacity-100"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={TOAST_LIST_CLASS} />
    </ToastPrimitive.Provider>
  );
}
