import { Card } from "#app/components/ui/card";

// docs/product.md "Tide Info page": mixed semi-diurnal tides, a spring tide range of 6-10 feet and
// a neap tide range of 2-4 feet. The three numbers an angler plans a day around.
const FACTS = [
  {
    value: "2 highs, 2 lows",
    label: "Mixed semi-diurnal tides",
    detail: "Two high and two low tides of unequal height in about 24 hours 50 minutes.",
  },
  {
    value: "6-10 feet",
    label: "Spring tide range",
    detail: "The biggest swings, around the new and full moon.",
  },
  {
    value: "2-4 feet",
    label: "Neap tide range",
    detail: "The gentlest swings, around the first and last quarter moon.",
  },
] as const;

export function TideFacts() {
  return (
    <ul aria-label="Oregon tides at a glance" className="grid gap-4 sm:grid-cols-3">
      {FACTS.map((fact) => (
        <li key={fact.label}>
          <Card className="h-full p-5">
            <p className="text-2xl font-bold text-primary">{fact.value}</p>
            <p className="mt-1 font-semibold">{fact.label}</p>
            <p className="mt-1 text-sm text-muted-foreground">{fact.detail}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
