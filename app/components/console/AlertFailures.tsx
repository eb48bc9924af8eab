import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import type { BouncedAddress, FailedNotice, UnsubscribedAddress } from "#server/services/console";
import { consoleTime } from "./consoleTime";

// The alert notices that failed for good and the addresses whose mail server refused them
// (docs/product.md "Notice states"), for the console's alerts screen. Addresses come masked.

const EVENT_LABEL: Record<string, string> = {
  high: "High tide",
  low: "Low tide",
  optimal: "Optimal window",
  flow: "River flow",
};

export function FailedNoticeList({ notices, total }: { notices: FailedNotice[]; total: number }) {
  if (notices.length === 0) return <p className="mt-3">No notice is dead or interrupted.</p>;
  return (
    <>
      {total > notices.length && (
        <p className="mt-1 text-sm text-muted-foreground">{`The newest ${notices.length} of ${total}.`}</p>
      )}
      <ul className="mt-3 grid gap-3">
        {notices.map((notice) => (
          <li key={notice.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {`Notice #${notice.id} · ${EVENT_LABEL[notice.eventType] ?? notice.eventType} at `}
                  {notice.locationId !== null ? (
                    <a
                      className="text-primary underline"
                      href={`/locations/${notice.locationId}?tab=tide-alerts`}
                    >
                      {notice.locationName}
                    </a>
                  ) : (
                    notice.locationName
                  )}
                </p>
                <Badge variant={notice.status === "dead" ? "accent" : "outline"}>{notice.status}</Badge>
              </div>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium">Alert</dt>
                <dd className="break-all">{`#${notice.alertId} · ${notice.email}`}</dd>
                <dt className="font-medium">Event</dt>
                <dd>{consoleTime(notice.eventTime)}</dd>
                <dt className="font-medium">Recorded</dt>
                <dd>{consoleTime(notice.createdAt)}</dd>
                <dt className="font-medium">Attempts</dt>
                <dd className="tabular-nums">{notice.attempts}</dd>
              </dl>
              {notice.lastError && (
                <pre className="overflow-auto rounded-md bg-muted p-2 text-xs whitespace-pre-wrap break-all">
                  {notice.lastError}
                </pre>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

export function BouncedAddressList({ addresses }: { addresses: BouncedAddress[] }) {
  if (addresses.length === 0) return <p className="mt-3">No address was refused by its mail server.</p>;
  return (
    <ul className="mt-3 grid gap-3">
      {addresses.map((address, index) => (
        // Two addresses can mask alike (j•••@example.com): the position tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, never reordered
        <li key={index}>
          <Card className="grid gap-1 p-4 text-sm">
            <p className="font-medium break-all">{address.email}</p>
            <p className="text-muted-foreground">
              {`${address.deadNotices} dead ${address.deadNotices === 1 ? "notice" : "notices"}, the last recorded ${consoleTime(address.lastAt)}`}
            </p>
            <pre className="overflow-auto rounded-md bg-muted p-2 text-xs whitespace-pre-wrap break-all">
              {address.lastError}
            </pre>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function UnsubscribedAddressList({ addresses }: { addresses: UnsubscribedAddress[] }) {
  if (addresses.length === 0) return <p className="mt-3">No address has unsubscribed.</p>;
  return (
    <ul className="mt-3 divide-y rounded-lg border bg-card text-sm">
      {addresses.map((address, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: masked addresses can look alike; the list is rendered once
        <li key={index} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span className="font-medium break-all">{address.email}</span>
          <span className="text-muted-foreground">
            {`${consoleTime(address.at)} · ${address.alertsLeft} ${address.alertsLeft === 1 ? "alert" : "alerts"} left`}
          </span>
        </li>
      ))}
    </ul>
  );
}
