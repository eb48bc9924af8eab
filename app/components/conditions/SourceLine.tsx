import { clockTime, monthDay } from "#app/components/conditions/tides/tideFormat";
import { ExternalLink } from "#app/components/ui/external-link";
import { oregonDate, toOregonIso } from "#core/oregonTime";
import type { Freshness } from "#core/water";

/** "Nov 26, 9:15 AM" on an Oregon clock, for any instant. */
export function oregonMoment(iso: string): string {
  const instant = new Date(iso);
  return `${monthDay(oregonDate(instant))}, ${clockTime(toOregonIso(instant))}`;
}

/** Every live part names its source and when we read it; kept data says it is from before an outage. */
export function SourceLine({ freshness }: { freshness: Freshness }) {
  const { source, fetchedAt, stale } = freshness;
  return (
    <p className="mt-3 text-xs text-muted-foreground">
      Source:{" "}
      <ExternalLink href={source.url} className="underline underline-offset-2">
        {source.name}
      </ExternalLink>
      , read {oregonMoment(fetchedAt)}.
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
