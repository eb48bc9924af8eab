import { MoonStar } from "lucide-react";
import { Section } from "#app/components/layout/Section";
import { Card } from "#app/components/ui/card";
import { OPTIMAL_CONDITIONS_EXPLANATION } from "#core/optimalConditions";
import { OUTLOOK_EXPLANATION } from "#core/outlook";

// docs/product.md "Sun, moon and solunar periods" and "Optimal conditions": solunar periods per
// location and day, and the alerts' rule (moving tide around a change, a solunar period, daylight
// edge), in the words of core/optimalConditions.ts. This is the definition the tides and alerts
// screens point back to.
const PERIODS = [
  {
    name: "Major periods",
    length: "about 2 hours",
    when: "Centred on the moon's upper transit (when it is highest overhead) and its lower transit (when it is directly underfoot, on the far side of the Earth).",
  },
  {
    name: "Minor periods",
    length: "about 1 hour",
    when: "Centred on moonrise and moonset.",
  },
] as const;

export function SolunarPeriods() {
  return (
    <Section
      id="solunar"
      title="Solunar periods"
      icon={<MoonStar />}
      intro="Solunar tables predict when fish are likely to feed more actively from the position of the moon. A day usually has two major and two minor periods."
    >
      <dl className="grid gap-4 md:grid-cols-2">
        {PERIODS.map((period) => (
          <Card key={period.name} className="p-5">
            <dt className="text-lg font-semibold">
              {period.name} <span className="font-normal text-muted-foreground">({period.length})</span>
            </dt>
            <dd className="mt-1 text-sm leading-relaxed">{period.when}</dd>
          </Card>
        ))}
      </dl>
      <div className="mt-5 max-w-3xl space-y-4 leading-relaxed">
        <p>
          The moon rises about 50 minutes later each day, so the periods shift later each day too: the same
          rhythm as the tides, which the moon also drives. About once a month a calendar day misses a
          moonrise, moonset or transit and has one period fewer.
        </p>
      </div>
      <Card className="mt-5 max-w-3xl p-5">
        <h3 id="optimal-conditions-heading" className="text-lg font-semibold">
          Optimal conditions
        </h3>
        <p className="mt-1 text-sm leading-relaxed" data-testid="optimal-conditions">
          {OPTIMAL_CONDITIONS_EXPLANATION}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          This is the rule behind the optimal-conditions tide alerts. Treat it as a tie-breaker, not a
          promise.
        </p>
      </Card>
      <Card className="mt-5 max-w-3xl p-5">
        <h3 id="fishing-outlook-heading" className="text-lg font-semibold">
          The daily fishing outlook
        </h3>
        <p className="mt-1 text-sm leading-relaxed" data-testid="outlook-rule">
          {OUTLOOK_EXPLANATION}
        </p>
      </Card>
    </Section>
  );
}
