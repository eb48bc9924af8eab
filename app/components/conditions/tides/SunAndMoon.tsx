import { Link } from "react-router";
import type { ConditionsAnswer, TimeWindowAnswer } from "#core/conditions";
import { zoneName } from "#core/zoneName";
import { clockTime, longDay, percent, timeRange } from "./tideFormat";

// docs/product.md "Sun, moon and solunar periods": sunrise, sunset, civil twilight, moon phase and
// illumination, moonrise and moonset, and the solunar periods of one day on the spot's clock, its
// zone named. The definitions live on /tide-info#solunar.

const orNone = (iso: string | null, none: string) => (iso ? clockTime(iso) : none);

function Periods({ windows }: { windows: TimeWindowAnswer[] }) {
  if (windows.length === 0) return <>None this day</>;
  return (
    <ul>
      {windows.map((w) => (
        <li key={w.start} className="tabular-nums">
          {timeRange(w)}
        </li>
      ))}
    </ul>
  );
}

export function SunAndMoon({
  conditions,
  isToday,
  timeZone,
}: {
  conditions: ConditionsAnswer;
  isToday: boolean;
  timeZone: string;
}) {
  const { moon, solunar } = conditions;
  const rows: { term: string; detail: React.ReactNode }[] = [
    { term: "Sunrise", detail: orNone(conditions.sunrise, "No sunrise") },
    { term: "Sunset", detail: orNone(conditions.sunset, "No sunset") },
    {
      term: "Civil twilight",
      detail:
        conditions.civilDawn && conditions.civilDusk
          ? `First light ${clockTime(conditions.civilDawn)}, last light ${clockTime(conditions.civilDusk)}`
          : "None this day",
    },
    { term: "Moon", detail: `${moon.phaseName}, ${percent(moon.illumination)} illuminated` },
    { term: "Moonrise", detail: orNone(moon.rise, "No moonrise this day") },
    { term: "Moonset", detail: orNone(moon.set, "No moonset this day") },
    { term: "Solunar major periods", detail: <Periods windows={solunar.major} /> },
    { term: "Solunar minor periods", detail: <Periods windows={solunar.minor} /> },
  ];
  return (
    <section aria-labelledby="sun-moon-heading" data-testid="sun-and-moon">
      <h3 id="sun-moon-heading" className="text-lg font-semibold">
        Sun and moon
      </h3>
      <p className="text-sm text-muted-foreground">
        {isToday ? "Today, " : ""}
        {longDay(conditions.date)} · {zoneName(timeZone)}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-medium text-muted-foreground">{row.term}</dt>
            <dd>{row.detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        <Link
          to="/tide-info#solunar"
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          How solunar periods and optimal conditions are worked out
        </Link>
      </p>
    </section>
  );
}
