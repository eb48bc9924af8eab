import { Link } from "react-router";
import { Button } from "#app/components/ui/button";

/** After leaving an alert: the way back to its location's New Alert form, or to the directory. */
export function NewAlertLink({
  locationId,
  locationName,
}: {
  locationId: number | null;
  locationName: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {locationId != null ? (
        <Button asChild variant="outline" size="wrap">
          <Link to={`/locations/${locationId}?tab=tide-alerts&alerts=new`}>
            {`Set up a new alert for ${locationName}`}
          </Link>
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to="/#directory">Explore Fishing Spots</Link>
        </Button>
      )}
    </div>
  );
}
