import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#app/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        accent: "bg-accent text-accent-foreground hover:bg-accent/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-input bg-card text-foreground hover:bg-muted",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "text-foreground hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
        onDark: "border border-white/70 bg-transparent text-white hover:bg-white/10",
      },
      // Each size sets the height, padding, text size and wrapping: callers do not override them.
      size: {
        default: "h-10 px-4 py-2 text-sm whitespace-nowrap",
        sm: "h-9 px-3 text-sm whitespace-nowrap",
        lg: "h-11 px-6 text-base whitespace-nowrap",
        /** As tall as the hero's search field. */
        xl: "h-12 px-8 text-base whitespace-nowrap",
        icon: "size-10 text-sm whitespace-nowrap",
        /** A long label: at least the default height, wrapping onto more lines, left-aligned. */
        wrap: "min-h-10 px-4 py-2 text-left text-sm whitespace-normal",
        /** No height of its own and little padding: a link button beside other content. */
        inline: "px-1 text-sm whitespace-nowrap",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
