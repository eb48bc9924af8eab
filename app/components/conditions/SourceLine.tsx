import { clockTime, monthDay } from "#app/components/conditions/tides/tideFormat";
import { ExternalLink } from "#app/components/ui/external-link";
import type { Freshness } from "#core/water";
import { toZoneIso } from "#core/zoneClock";

/** "Nov 26, 9:15 AM" on the spot's clock (its IANA zone), for any instant. */
export function spotMoment(iso: string, timeZone: string): string {
  const local = toZoneIso(timeZone, new Date(iso));
  return `${monthDay(local.slice(0, 10))}, ${clockTime(local)}`;
}

/** Every live part names its source and when we read it; kept data says it is from before an outage. */
export function SourceLine({ freshness, timeZone }: { freshness: Freshness; timeZone: string }) {
  const { source, fetchedAt, stale } = freshness;
  return (
    <p className="mt-3 text-xs text-muted-foreground">
      Source:{" "}
      <ExternalLink href={source.url} className="underline underline-offset-2">
        {source.name}
      </ExternalLink>
      , read {spotMoment(fetchedAt, timeZone)}.
      {stale && (
        <strong className="ml-1 font-medium text-foreground">
          The source is not answering right now: these are the last readings we have.
        </strong>
      )}
    </p>
  );
}

/** A part whose source cannot be read: the reason, plainly, in the part's place. */
export function PartUnavailable({ message }: { message: string }) {
  return <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{message}</p>;
}
