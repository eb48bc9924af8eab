import type * as React from "react";
import { cn } from "#app/lib/cn";

// Native form controls, styled. Forms built from them post their values without JavaScript
// (decision 013), and phones show their own pickers.

export function NativeCheckbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn("size-4 shrink-0 cursor-pointer rounded-sm accent-primary", className)}
      {...props}
    />
  );
}

/** An on/off choice drawn as a switch; still a checkbox underneath, announced as a switch. */
export function Switch({ className, ...props }: Omit<React.ComponentProps<"input">, "type" | "role">) {
  return (
    <input
      type="checkbox"
      // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its own checked state; a fixed aria-checked would go stale without JavaScript
      role="switch"
      className={cn(
        "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input transition-colors checked:bg-primary",
        "before:pointer-events-none before:absolute before:top-0 before:left-0 before:size-5 before:rounded-full before:bg-card before:shadow before:transition-transform before:content-[''] checked:before:translate-x-5",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
