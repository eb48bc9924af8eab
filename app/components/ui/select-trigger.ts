/**
 * A select's closed button, shared by the Radix Select and stand-ins drawn before it loads.
 * It sets no width: each use gives its own (w-full to fill its container).
 */
export const SELECT_TRIGGER_CLASS =
  "flex h-9 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-sm text-foreground";
