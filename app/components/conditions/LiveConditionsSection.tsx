import { Suspense } from "react";
import { Await } from "react-router";
import { ForecastList } from "./ForecastList";
import type { LiveConditionsData, LivePart } from "./liveConditions";
import { OutlookList } from "./OutlookList";
import { RiverNow } from "./RiverNow";
import { PartUnavailable } from "./SourceLine";

function Part<T>({
  id,
  title,
  part,
  children,
}: {
  id: string;
  title: string;
  part: LivePart<T>;
  children: (value: T) => React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-live-part={id}>
      <h3 id={id} className="text-xl font-semibold">
        {title}
      </h3>
      <div className="mt-3">
        {part.ok ? children(part.value) : <PartUnavailable message={part.message} />}
      </div>
    </section>
  );
}

function LiveParts({ data }: { data: LiveConditionsData }) {
  return (
    <>
      {data.water && (
        <Part id="river-now" title="River now" part={data.water}>
          {(water) => <RiverNow water={water} />}
        </Part>
      )}
      <Part id="forecast" title="7-day forecast" part={data.forecast}>
        {(forecast) => <ForecastList forecast={forecast} />}
      </Part>
      <Part id="outlook" title="Fishing outlook" part={data.outlook}>
        {(days) => <OutlookList days={days} />}
      </Part>
    </>
  );
}

/**
 * The Weather & Tides tab's live parts (docs/product.md "Live conditions"), streamed by the
 * location loader: the rest of the tab never waits for them.
 */
export function LiveConditionsSection({ live }: { live: Promise<LiveConditionsData> | LiveConditionsData }) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the latest conditions...</p>}>
      <Await
        resolve={live}
        errorElement={<PartUnavailable message="The latest conditions are unavailable right now." />}
      >
        {(data) => <LiveParts data={data} />}
      </Await>
    </Suspense>
  );
}
