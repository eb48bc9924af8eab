import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";

/** The info popover and the map popup both end with View Details and View Location. */
export function LocationLinks({ locationId, className }: { locationId: number; className?: string }) {
  const href = `/locations/${locationId}`;
  return (
    <div className={cn("flex gap-2", className)}>
      <Button asChild size="sm" className="flex-1">
        <Link to={href}>View Details</Link>
      </Button>
      <Button asChild size="sm" variant="outline" className="flex-1">
        <Link to={href}>View Location</Link>
      </Button>
    </div>
  );
}
