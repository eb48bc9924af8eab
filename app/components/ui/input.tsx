import type * as React from "react";
import { cn } from "#app/lib/cn";

const INPUT_VARIANTS = {
  default: "h-10 px-3 text-sm",
  /** The hero's search field: taller, larger text, room for the search icon at its left. */
  search: "h-12 pr-3 pl-10 text-base",
} as const;

/** A read-only field is drawn on the muted background. */
export function Input({
  className,
  variant = "default",
  ...props
}: React.ComponentProps<"input"> & { variant?: keyof typeof INPUT_VARIANTS }) {
  return (
    <input
      className={cn(
        "flex w-full rounded-md border border-input py-2 text-foreground placeholder:text-muted-foreground disabled:opacity-50",
        INPUT_VARIANTS[variant],
        props.readOnly ? "bg-muted" : "bg-card",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-[100px] w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}
