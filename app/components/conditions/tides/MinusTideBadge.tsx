import { ArrowDown } from "lucide-react";
import { Badge } from "#app/components/ui/badge";

// A minus tide (a low below 0.0 ft MLLW) is named in words, not only in colour. The coast
// overviews' cards are words alone (ExtremesList), so they draw the badge without its arrow.
export function MinusTideBadge({ icon = true }: { icon?: boolean }) {
  return (
    <Badge variant="accent" className="whitespace-nowrap" data-minus-tide>
      {icon && <ArrowDown className="size-3" aria-hidden />}
      Minus tide
    </Badge>
  );
}
