import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { FormState } from "#app/components/location/locationForms";
import { Callout } from "#app/components/ui/callout";
import { locationGuidesUrl } from "#app/lib/apiPaths";
import { GUIDE_LICENSING_BODIES, type GuideListing, type GuideMatch } from "#core/guideChoices";
import { REPORT_THANKS } from "#core/moderation";
import { GuideCard } from "./GuideCard";
import { GuidesLoading } from "./GuidesLoading";
import { GUIDE_MANAGE_PATH, guideApplyHref } from "./guidePaths";

// docs/product.md "Guide listings": the approved guides of a spot, those who named its water
// first, then those of its region, each group in the day's turn (the server's order). Plain
// markup: the page's loader sends the list when the address opens this tab; opened from another
// tab, it is read from the API (the same answer the service worker saves beside the page). Its
// code loads only when the tab is opened (decision 023).

export const GUIDES_FAILED =
  "The local guides could not be loaded. Check your connection and open the tab again.";

type Spot = { id: number; name: string; state: string; region: string };

function GuideGroup({
  match,
  title,
  lead,
  guides,
  spot,
  reportPosted,
}: {
  match: GuideMatch;
  title: string;
  lead: string;
  guides: GuideListing[];
  spot: Spot;
  reportPosted?: FormState<"guide-report">;
}) {
  if (guides.length === 0) return null;
  const id = `guides-${match}`;
  const licensingBody = GUIDE_LICENSING_BODIES[spot.state as keyof typeof GUIDE_LICENSING_BODIES];
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div>
        <h3 id={id} className="text-xl font-semibold">
          {title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{lead}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {guides.map((guide) => (
          <GuideCard
            key={guide.id}
            guide={guide}
            licensingBody={licensingBody}
            locationId={spot.id}
            reportPosted={reportPosted?.guideId === guide.id ? reportPosted : undefined}
          />
        ))}
      </div>
    </section>
  );
}

function GuideLinks({ spot }: { spot: Spot }) {
  return (
    <div className="flex flex-col gap-2 border-t pt-4 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
      <Link
        to={guideApplyHref(spot.state, spot.id)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Are you a guide? Apply to be listed
      </Link>
      <Link to={GUIDE_MANAGE_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
        Update or withdraw your listing
      </Link>
    </div>
  );
}

export default function GuidesTab({
  spot,
  initial,
  reported = false,
  reportPosted,
}: {
  spot: Spot;
  /** The loader's answer when the address opened this tab. */
  initial?: GuideListing[] | null;
  /** A report posted without JavaScript was taken (no toast can show then). */
  reported?: boolean;
  reportPosted?: FormState<"guide-report">;
}) {
  const { data, isError } = useQuery<GuideListing[]>({
    queryKey: [locationGuidesUrl(spot.id)],
    initialData: initial ?? undefined,
  });
  return (
    <section aria-labelledby="guides-heading" className="grid gap-6">
      <div>
        <h2 id="guides-heading" className="text-2xl font-bold tracking-tight">
          Local Guides
        </h2>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          Licensed fishing guides who work {spot.name} or the {spot.region} region. Listings are free and
          reviewed by our team; the order within each group changes every day.
        </p>
      </div>
      {reported && (
        <Callout variant="success" role="status">
          <CircleCheck aria-hidden />
          <p>{REPORT_THANKS}</p>
        </Callout>
      )}
      {reportPosted?.failed && !data?.some((guide) => guide.id === reportPosted.guideId) && (
        // A report posted without JavaScript of a listing no longer shown: no form is left to say so.
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" role="status">
          {reportPosted.failed}
        </p>
      )}
      {data ? (
        data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            No guides are listed for {spot.name} yet. Guides who work these waters can{" "}
            <Link
              to={guideApplyHref(spot.state, spot.id)}
              className="font-medium text-primary underline underline-offset-4"
            >
              apply to be listed
            </Link>
            .
          </p>
        ) : (
          <>
            <GuideGroup
              match="water"
              title="On this water"
              lead={`Guides who named ${spot.name} among the waters they fish.`}
              guides={data.filter((guide) => guide.match === "water")}
              spot={spot}
              reportPosted={reportPosted}
            />
            <GuideGroup
              match="region"
              title={`In the ${spot.region} region`}
              lead={`Guides who work the ${spot.region} region of ${spot.state}.`}
              guides={data.filter((guide) => guide.match === "region")}
              spot={spot}
              reportPosted={reportPosted}
            />
          </>
        )
      ) : isError ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" role="status">
          {GUIDES_FAILED}
        </p>
      ) : (
        <GuidesLoading />
      )}
      <GuideLinks spot={spot} />
    </section>
  );
}
