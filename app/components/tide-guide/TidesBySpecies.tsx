import { Fish, Shell, Waves } from "lucide-react";
import type * as React from "react";
import { Section } from "#app/components/layout/Section";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";

type SpeciesGuide = { id: string; title: string; tag: string; icon: React.ReactNode; body: React.ReactNode };

// The four groups of docs/product.md "Tide Info page", each with what the tide does and does not change.
const GUIDES: SpeciesGuide[] = [
  {
    id: "tides-salmon",
    title: "Salmon",
    tag: "Bays and tidewater",
    icon: <Fish />,
    body: (
      <>
        <p>
          In bays and estuaries such as Tillamook, Nehalem, Siletz and Alsea, salmon travel with the tide.
          Many anglers fish the incoming tide through high slack, when fresh fish push in from the ocean, and
          work the channels where the current concentrates them.
        </p>
        <p>
          In tidewater, the lower reach of a coastal river that still rises and falls with the tide, fall
          Chinook and coho often hold in deep holes until rain raises the river. From then on river flow
          matters more than the tide.
        </p>
      </>
    ),
  },
  {
    id: "tides-crab-shellfish",
    title: "Crab and shellfish",
    tag: "Slack tides and minus tides",
    icon: <Shell />,
    body: (
      <>
        <p>
          <strong>Crabbing</strong> is usually best around slack tide, high or low: the current eases, pots
          and rings stay put, and crabs walk and feed instead of being swept along. Heavy rain lowers the salt
          in a bay and crabbing often drops off after it.
        </p>
        <p>
          <strong>Clam digging</strong> is best on minus tides, which uncover the most ground. Arrive about
          two hours before the low and follow the water out. Razor clams live on surf-swept beaches and show
          best when the swell is low.
        </p>
        <p>
          Before you harvest any shellfish, call the Oregon Department of Agriculture shellfish safety hotline
          at{" "}
          <a href="tel:+18004482474" className="font-medium text-primary underline underline-offset-2">
            1-800-448-2474
          </a>{" "}
          or check its closures page: biotoxin closures change from week to week.
        </p>
      </>
    ),
  },
  {
    id: "tides-steelhead",
    title: "Steelhead",
    tag: "Tidewater only",
    icon: <Waves />,
    body: (
      <>
        <p>
          The tide matters for steelhead only in tidewater. There, fresh fish often move upstream on the
          incoming tide and rest in deeper slots around high slack.
        </p>
        <p>
          Above tidewater the tide no longer counts: river level, flow and clarity do. A river that is
          dropping and clearing after rain is the classic window, so watch the river forecasts as closely as
          the tide table.
        </p>
      </>
    ),
  },
  {
    id: "tides-bass",
    title: "Bass",
    tag: "Not tidal",
    icon: <Fish />,
    body: (
      <>
        <p>
          Bass are not tidal fish. Most Oregon bass water (lakes, ponds, reservoirs and Willamette Valley
          sloughs) has no tide at all; water temperature, light and season drive the bite. ODFW notes that
          largemouth are hard to catch below about 50°F and move shallow to spawn as the water nears 60°F.
        </p>
        <p>
          The exception is the lower Columbia, tidal up to Bonneville Dam, and the lower Willamette below
          Willamette Falls, where a small daily tide still moves water through sloughs and backwaters.
        </p>
      </>
    ),
  },
];

export function TidesBySpecies() {
  return (
    <Section
      id="tides-by-species"
      title="How tides shape the bite"
      icon={<Fish />}
      intro="What the tide changes for each kind of fishing, and where it stops mattering. Seasons, limits and areas change during the year: check current ODFW regulations before every trip."
    >
      <div className="grid gap-4 md:grid-cols-2">
        {GUIDES.map((guide) => (
          <Card key={guide.id} className="p-5">
            <article aria-labelledby={guide.id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={guide.id} className="flex items-center gap-2 text-lg font-semibold">
                  <span className="text-primary [&_svg]:size-5" aria-hidden>
                    {guide.icon}
                  </span>
                  {guide.title}
                </h3>
                <Badge>{guide.tag}</Badge>
              </div>
              <div className="mt-3 space-y-3 text-sm leading-relaxed">{guide.body}</div>
            </article>
          </Card>
        ))}
      </div>
    </Section>
  );
}
