import { TriangleAlert, Waves } from "lucide-react";
import { Section } from "#app/components/layout/Section";
import { Callout } from "#app/components/ui/callout";

// Terms as Oregon tide tables print them. Heights are feet above MLLW, not mean sea level:
// NOAA's Pacific coast predictions and every Oregon tide book use that datum.
const TERMS = [
  {
    term: "Feet above MLLW",
    definition:
      "Heights are given in feet above mean lower low water (MLLW): the average of each day's lower low tide. 0.0 ft is that average, not the sea floor.",
  },
  {
    term: "Minus tide",
    definition:
      "A low tide below 0.0 ft, such as -1.5 ft. Minus tides come with spring tides and uncover flats that are usually under water. In spring and summer the lowest fall in the morning; in fall and winter, in the evening or at night.",
  },
  {
    term: "Flood and ebb",
    definition: "The flood is the incoming, rising tide; the ebb is the outgoing, falling tide.",
  },
  {
    term: "Slack water",
    definition:
      "The short pause around a tide change when the current eases and turns. In bays and rivers it can come a little before or after the predicted high or low.",
  },
] as const;

export function HowTidesWork() {
  return (
    <Section id="how-tides-work" title="How Oregon's tides work" icon={<Waves />}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4 leading-relaxed">
          <p>
            The Oregon coast has <strong>mixed semi-diurnal tides</strong>: in each lunar day of about 24
            hours 50 minutes there are two high tides and two low tides, and the two of each are of unequal
            height: a higher high and a lower high, a higher low and a lower low. Because the lunar day is
            longer than our day, each tide comes roughly 50 minutes later than it did the day before.
          </p>
          <p>
            Twice a month, around the new and full moon, the sun and moon pull in line and the difference
            between high and low water is greatest. These <strong>spring tides</strong> (nothing to do with
            the season) have a range of 6-10 feet on the Oregon coast. Around the first and last quarter moon
            the pulls partly cancel, and <strong>neap tides</strong> have a range of only 2-4 feet.
          </p>
          <p>
            Tide predictions belong to a station. The farther you are up a bay or river from that station, the
            later and often smaller the tide, so use the station closest to where you fish. Predictions are in
            local time: Pacific time (PST or PDT) on the coast. A spot's page gives its times on its own clock
            and names the zone.
          </p>
          <Callout variant="caution" className="mt-2">
            <TriangleAlert aria-hidden />
            <p>
              <strong>Tide predictions are not for navigation.</strong> Oregon's river bars can turn dangerous
              fast, especially when an outgoing tide meets incoming swell. Check current bar conditions and
              restrictions with the U.S. Coast Guard before you cross.
            </p>
          </Callout>
        </div>

        <div>
          <h3 className="text-lg font-semibold">Reading a tide table</h3>
          <dl className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-1">
            {TERMS.map((item) => (
              <div key={item.term} className="rounded-lg border bg-card p-4">
                <dt className="font-semibold">{item.term}</dt>
                <dd className="mt-1 text-sm text-muted-foreground">{item.definition}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}
