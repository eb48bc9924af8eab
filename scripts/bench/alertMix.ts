// The alerts the alert bench section (alerts.ts) seeds: a mix an angler population might make,
// the same on every run (a seeded generator), spread over the curated tidal locations.

import type { BulkAlert } from "#tests/support/bulkAlerts";

const HOUR = 60 * 60_000;
/** Alerts made through the API away from any location page: a share of them, at a few places. */
const PLACE_ALERT_SHARE = 0.01;
const PLACES = 200;
/** Some anglers watch several places. */
const ALERTS_PER_ADDRESS = 2.5;
/** What the alerts watch, by share. */
const WATCHES = [
  { share: 0.25, high: true, low: false, optimal: false },
  { share: 0.25, high: false, low: true, optimal: false },
  { share: 0.2, high: true, low: true, optimal: false },
  { share: 0.15, high: false, low: false, optimal: true },
  { share: 0.15, high: true, low: true, optimal: true },
];

/** A small seeded generator, so every run seeds the same alerts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The watch a roll of [0, 1) lands on. */
function watchFor(roll: number) {
  let below = 0;
  for (const watch of WATCHES) {
    below += watch.share;
    if (roll < below) return watch;
  }
  return WATCHES[WATCHES.length - 1] as (typeof WATCHES)[number];
}

export type TidalLocation = { id: number; name: string; latitude: string; longitude: string };

/**
 * The mix an angler population might make: highs, lows, minus tides (low at most 0 ft), big
 * highs, optimal windows, intervals from 15 minutes to a day, and many alerts heard from
 * recently, so that only part of them is due at `now`.
 */
export function benchAlerts(options: { tidal: TidalLocation[]; count: number; now: Date }): BulkAlert[] {
  const { tidal, count, now } = options;
  const addresses = Math.ceil(count / ALERTS_PER_ADDRESS);
  const next = random(20261201);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const places = Array.from({ length: PLACES }, (_, i) => {
    const near = pick(tidal);
    const jitter = () => (next() - 0.5) * 0.1;
    return {
      latitude: (Number(near.latitude) + jitter()).toFixed(4),
      longitude: (Number(near.longitude) + jitter()).toFixed(4),
      name: `Point ${i + 1} near ${near.name}`,
    };
  });
  return Array.from({ length: count }, (_, i): BulkAlert => {
    const { high, low, optimal } = watchFor(next());
    const place = next() < PLACE_ALERT_SHARE ? pick(places) : null;
    const location = pick(tidal);
    const heard = next() < 0.3 ? null : new Date(now.getTime() - Math.round(next() * 48) * HOUR);
    return {
      email: `angler${(i % addresses) + 1}@example.com`,
      locationId: place ? null : location.id,
      latitude: place?.latitude ?? location.latitude,
      longitude: place?.longitude ?? location.longitude,
      locationName: place?.name ?? location.name,
      highTideAlert: high,
      lowTideAlert: low,
      optimalConditionsAlert: optimal,
      minTideHeight: high && !low && next() < 0.1 ? 7 : null,
      maxTideHeight: low && !high && next() < 0.2 ? 0 : null,
      minAlertInterval: pick([900, 3600, 3600, 3600, 21_600, 43_200, 86_400]),
      lastAlertSent: heard,
    };
  });
}
