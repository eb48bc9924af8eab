// Numbers from the text of National Weather Service forecast periods (api.weather.gov
// /gridpoints/{office}/{x},{y}/forecast). The period's `windSpeed` is prose, not a number:
// "10 mph", "5 to 10 mph", "10 to 15 mph with gusts as high as 25 mph" or "Calm".

export type WindSpeedRange = { min: number; max: number };

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
// Gusts are read separately when needed (they often appear only in detailedForecast), so a gust
// tail is allowed but does not widen the sustained range.
const WIND_SPEED = new RegExp(
  String.raw`^${NUMBER}(?:\s*(?:to|-|–)\s*${NUMBER})?\s*mph(?:,?\s*with gusts (?:as high as|up to) \d+(?:\.\d+)? mph)?\.?$`,
);

/** The sustained wind range in mph; null for text that is empty or not in the forecast's wording. */
export function windSpeedRangeMph(text: string): WindSpeedRange | null {
  const normalized = text.trim().replace(/\s+/g, " ").toLowerCase();
  if (normalized === "calm") return { min: 0, max: 0 };
  const match = WIND_SPEED.exec(normalized);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  // "15 to 10 mph" is not how the forecast writes; better unknown than misread.
  if (min > max) return null;
  return { min, max };
}
