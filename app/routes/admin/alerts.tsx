import {
  BouncedAddressList,
  FailedNoticeList,
  UnsubscribedAddressList,
} from "#app/components/console/AlertFailures";
import { AlertStateCounts } from "#app/components/console/AlertStateCounts";
import { requireOperator } from "#app/lib/operator.server";
import { privatePageMeta } from "#app/lib/seo";
import type { Route } from "./+types/alerts";

// /admin/alerts (docs/product.md "Operator console"), read-only: alerts, addresses and notices by
// state, the notices that failed for good, and the addresses refused by their mail server. Every
// address is masked.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  return { overview: await context.services.alertsOverview() };
}

export function meta() {
  return privatePageMeta("Alerts - Fish Spots console");
}

export default function AlertsOverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  return (
    <section aria-labelledby="alerts-heading">
      <h1 id="alerts-heading" className="text-2xl font-bold tracking-tight">
        Alerts
      </h1>
      <p className="mt-1 text-muted-foreground">
        Tide alerts, their addresses and the notices sent for them. Read-only; addresses are masked.
      </p>
      <div className="mt-6">
        <AlertStateCounts overview={overview} />
      </div>
      <section aria-labelledby="failed-heading" className="mt-10">
        <h2 id="failed-heading" className="text-xl font-semibold">
          Dead and interrupted notices
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Dead: the mail server failed 5 attempts. Interrupted: a worker stopped while sending, so the notice
          is not sent again. Newest first.
        </p>
        <FailedNoticeList notices={overview.failedNotices} total={overview.failedNoticesTotal} />
      </section>
      <section aria-labelledby="bounced-heading" className="mt-10">
        <h2 id="bounced-heading" className="text-xl font-semibold">
          Bounced addresses
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Addresses with a dead notice whose mail server answered with a permanent refusal (a 5xx reply such
          as 550). Latest first.
        </p>
        <BouncedAddressList addresses={overview.bouncedAddresses} />
      </section>
      <section aria-labelledby="unsubscribed-heading" className="mt-10">
        <h2 id="unsubscribed-heading" className="text-xl font-semibold">
          Unsubscribed addresses
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Addresses that used an e-mail&apos;s unsubscribe link, with when they last did. Latest first.
        </p>
        <UnsubscribedAddressList addresses={overview.unsubscribedAddresses} />
      </section>
    </section>
  );
}
