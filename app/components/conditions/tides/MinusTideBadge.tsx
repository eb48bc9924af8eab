import { ArrowDown } from "lucide-react";
import { Badge } from "#app/components/ui/badge";

// A minus tide (a low below 0.0 ft MLLW) is named in words, not only in colour.
export function MinusTideBadge() {
  return (
    <Badge variant="accent" className="whitespace-nowrap" data-minus-tide>
      <ArrowDown className="size-3" aria-hidden />
      Minus tide
    </Badge>
  );
}
