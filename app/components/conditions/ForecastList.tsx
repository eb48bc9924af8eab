import type { ForecastAnswer } from "#core/forecast";
import { SourceLine } from "./SourceLine";

/** The NWS 7-day forecast: each period's name, temperature, wind, chance of rain and summary. */
export function ForecastList({ forecast, timeZone }: { forecast: ForecastAnswer; timeZone: string }) {
  return (
    <div>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {forecast.periods.map((period) => (
          <li key={period.startTime} className="rounded-lg border bg-card p-3">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{period.name}</span>
              <span className="text-lg font-semibold">
                {period.temperature}°{period.temperatureUnit}
              </span>
            </p>
            <p className="text-sm">{period.shortForecast}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              Wind {[period.windDirection, period.windSpeed].filter(Boolean).join(" ") || "not given"}
              {" · "}
              Rain {period.precipitationChance === null ? "not given" : `${period.precipitationChance}%`}
            </p>
          </li>
        ))}
      </ul>
      <SourceLine freshness={forecast} timeZone={timeZone} />
    </div>
  );
}
