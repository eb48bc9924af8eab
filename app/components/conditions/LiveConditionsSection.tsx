import { Suspense, useLayoutEffect, useRef } from "react";
import { Await, Link } from "react-router";
import { useRenderNonce } from "#app/lib/renderNonce";
import { ForecastList } from "./ForecastList";
import type { LiveConditionsData, LivePart } from "./liveConditions";
import { FILL_LIVE_SLOTS_SCRIPT, fillLiveSlot, LIVE_LOADING_HTML } from "./liveConditionsSlot";
import { OutlookList } from "./OutlookList";
import { RiverNow } from "./RiverNow";
import { PartUnavailable, spotMoment } from "./SourceLine";

const UNAVAILABLE = "The latest conditions are unavailable right now.";

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

/** The outlook is ours: it says what it was worked out from, and when. */
function OutlookSourceLine({ data }: { data: LiveConditionsData }) {
  const from = [
    ...(data.outlookSources.tides ? ["the tide predictions"] : []),
    "the sun and moon",
    ...(data.outlookSources.forecast ? ["the National Weather Service forecast"] : []),
    ...(data.outlookSources.gauge ? ["the USGS gauge"] : []),
  ];
  const list = from.length === 1 ? from[0] : `${from.slice(0, -1).join(", ")} and ${from.at(-1)}`;
  return (
    <p className="mt-3 text-xs text-muted-foreground">
      Source: Fish Spots, from {list}, worked out {spotMoment(data.computedAt, data.timeZone)}.{" "}
      <Link to="/tide-info#fishing-outlook-heading" className="underline underline-offset-2">
        How the outlook works
      </Link>
    </p>
  );
}

function LiveParts({ data }: { data: LiveConditionsData }) {
  return (
    <>
      {data.water && (
        <Part id="river-now" title="River now" part={data.water}>
          {(water) => <RiverNow water={water} timeZone={data.timeZone} />}
        </Part>
      )}
      <Part id="forecast" title="7-day forecast" part={data.forecast}>
        {(forecast) => <ForecastList forecast={forecast} timeZone={data.timeZone} />}
      </Part>
      <Part id="outlook" title="Fishing outlook" part={data.outlook}>
        {(days) => (
          <>
            <OutlookList days={days} />
            <OutlookSourceLine data={data} />
          </>
        )}
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
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, the slot's too
    <Suspense fallback={<div className="contents" dangerouslySetInnerHTML={{ __html: LIVE_LOADING_HTML }} />}>
      <Await resolve={live} errorElement={<PartUnavailable message={UNAVAILABLE} />}>
        {(data) => <LiveParts data={data} />}
      </Await>
    </Suspense>
  );
}

/**
 * The live parts' place in the Weather & Tides tab of a page served with islands
 * (liveConditionsSlot.ts): React leaves its content alone, so the delivered parts stay through
 * the island's hydration, and a tab drawn anew takes them again.
 */
export function LiveConditionsSlot() {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (slot.current) fillLiveSlot(slot.current);
  }, []);
  return (
    <div
      ref={slot}
      data-live-slot=""
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, until the parts arrive
      dangerouslySetInnerHTML={{ __html: LIVE_LOADING_HTML }}
    />
  );
}

/** The live parts as they stream after the island, and the script that puts them in place. */
export function LiveConditionsDelivery({ live }: { live: Promise<LiveConditionsData> }) {
  const nonce = useRenderNonce();
  const delivered = (parts: React.ReactNode) => (
    <>
      <template data-live-conditions="">{parts}</template>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FILL_LIVE_SLOTS_SCRIPT }} />
    </>
  );
  return (
    <Suspense fallback={null}>
      <Await resolve={live} errorElement={delivered(<PartUnavailable message={UNAVAILABLE} />)}>
        {(data) => delivered(<LiveParts data={data} />)}
      </Await>
    </Suspense>
  );
}
