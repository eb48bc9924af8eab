import { type ReactElement, type ReactNode, useId } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "#app/components/ui/popover";

/** A card's popover (info, rate): its trigger button, and a panel named by its first line. */
export function TitledPopover({
  trigger,
  title,
  titleClassName,
  contentClassName,
  open,
  onOpenChange,
  children,
}: {
  trigger: ReactElement;
  title: ReactNode;
  titleClassName: string;
  /** Includes the panel's width: PopoverContent sets none. */
  contentClassName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} className={contentClassName}>
        <p id={titleId} className={titleClassName}>
          {title}
        </p>
        {children}
      </PopoverContent>
    </Popover>
  );
}
