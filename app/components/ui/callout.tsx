import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#app/lib/cn";

const calloutVariants = cva(
  "flex gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: "border-primary/30 bg-secondary text-secondary-foreground [&>svg]:text-primary",
        caution: "border-accent/40 bg-accent/10 text-foreground [&>svg]:text-accent",
        success: "border-primary/40 bg-secondary text-secondary-foreground [&>svg]:text-primary",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

/** A highlighted note: an icon (first child) beside its text. */
export function Callout({
  className,
  variant,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof calloutVariants>) {
  return <div className={cn(calloutVariants({ variant }), className)} {...props} />;
}
