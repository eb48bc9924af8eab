import { Star } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { RateStars } from "./RateStars";

// Spec 2 "Location card": "A rate button opens a popover with five clickable stars (hint: Click
// on stars to rate)". Spec 4: the popover is open or closed; it closes once the rating is sent.
export function RatePopover({ locationId, locationName }: { locationId: number; locationName: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Rate ${locationName}`}>
          <Star aria-hidden />
          Rate
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} className="w-auto">
        <p id={titleId} className="font-semibold">
          Rate {locationName}
        </p>
        <p className="mb-2 text-sm text-muted-foreground">Click on stars to rate</p>
        <RateStars locationId={locationId} locationName={locationName} onRated={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
