// Moon phase names for the conditions answer. suncalc gives the phase as a fraction of the
// synodic month: 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter. Each of the eight names
// covers an eighth of the month centred on its point, so "Full Moon" spans about 1.8 days either
// side of the exact full moon, as almanacs and fishing calendars print it.

export const MOON_PHASE_NAMES = [
  "New Moon",
  "Waxing Crescent",
  "First Quarter",
  "Waxing Gibbous",
  "Full Moon",
  "Waning Gibbous",
  "Last Quarter",
  "Waning Crescent",
] as const;

export type MoonPhaseName = (typeof MOON_PHASE_NAMES)[number];

export function moonPhaseName(phase: number): MoonPhaseName {
  const wrapped = ((phase % 1) + 1) % 1;
  return MOON_PHASE_NAMES[Math.round(wrapped * 8) % 8] as MoonPhaseName;
}
