import { Info, Star } from "lucide-react";
import { Button, type ButtonProps } from "#app/components/ui/button";

// The card's two buttons, drawn once: shown as they are until a visitor reaches for them, then
// as the triggers of the popovers loaded on demand (decision 023), so nothing moves or changes.

type CardButtonProps = Omit<ButtonProps, "children"> & { locationName: string };

export function RateButton({ locationName, ...props }: CardButtonProps) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`Rate ${locationName}`}
      aria-haspopup="dialog"
      {...props}
    >
      <Star aria-hidden />
      Rate
    </Button>
  );
}

export function InfoButton({ locationName, ...props }: CardButtonProps) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`Info about ${locationName}`}
      aria-haspopup="dialog"
      {...props}
    >
      <Info aria-hidden />
      Info
    </Button>
  );
}
