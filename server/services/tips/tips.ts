import { readFile } from "node:fs/promises";
import type { Logger } from "pino";
import { type FishingTip, fishingTipSchema } from "#core/fishingTips";
import { composeSpotTips, FLOW_STILL_LOADING, type FlowNow, flowNow, type TipsAnswer } from "#core/spotTips";
import type { TidesAnswer } from "#core/tidePredictions";
import { WATER_UNAVAILABLE, type WaterAnswer } from "#core/water";
import { spotTimeZone, zoneToday } from "#core/zoneClock";
import type { Database } from "#server/db/client.server";
import { fishingTipsFile } from "#server/paths";
import { getLocation } from "../locations";
import { getTeamNote, publicTeamNote } from "./teamNotes";

/**
 * The content of data/fishing-tips.json, read once per process and kept: it changes only with a
 * release. `npm run tips -- validate` checks it against the spots before it is merged; here each
 * entry is only parsed, so a broken file fails the first request loudly instead of showing less.
 */
export function createTipsFile(file = fishingTipsFile): () => Promise<readonly FishingTip[]> {
  let reading: Promise<readonly FishingTip[]> | undefined;
  return () => {
    reading ??= readFile(file, "utf8").then(
      (text) => fishingTipSchema.array().parse(JSON.parse(text)),
      (error: unknown) => {
        reading = undefined;
        throw error;
      },
    );
    return reading;
  };
}

/** The conditions domain's reads the tab tells its "when" against, handed over at composition. */
export type TipsConditions = {
  predictLocationTides: (options: {
    locationId: number;
    days?: number;
    today?: string;
  }) => Promise<TidesAnswer>;
  getLocationWater: (options: { locationId: number }) => Promise<WaterAnswer>;
};

// docs/product.md "Live conditions": a page waits at most 1.5 seconds for a source; the read goes
// on and fills the shared cache for the next visitor.
export const FLOW_BUDGET_MS = 1500;
// Today and tomorrow: late in the day the next high or low is tomorrow's.
const TIDE_DAYS = 2;

async function readFlow(
  conditions: TipsConditions,
  locationId: number,
  logger: Logger,
  budgetMs: number,
): Promise<FlowNow> {
  const read = conditions.getLocationWater({ locationId }).then(
    (water): FlowNow => flowNow(water) ?? { available: false, message: WATER_UNAVAILABLE },
    (error: unknown): FlowNow => {
      // A source's 503 carries the sentence to show; anything else is ours to log.
      if ((error as { status?: unknown } | null)?.status !== 503)
        logger.error({ err: error }, "fishing tips could not read the river gauge");
      return { available: false, message: WATER_UNAVAILABLE };
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<FlowNow>((resolve) => {
    timer = setTimeout(() => resolve({ available: false, message: FLOW_STILL_LOADING }), budgetMs);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/locations/{id}/tips and the Fishing Tips tab (docs/product.md "Fishing tips tab"): the
 * team's note when the spot has one, then the spot's tips, in season first, with the tide and
 * flow now. A failed tide or gauge read is said
 * in the answer; only an unknown spot fails.
 */
export async function getLocationTips(
  db: Database,
  deps: { tips: () => Promise<readonly FishingTip[]>; conditions: TipsConditions; logger: Logger },
  options: { locationId: number; now?: Date; flowBudgetMs?: number },
): Promise<TipsAnswer> {
  const spot = await getLocation(db, { id: options.locationId });
  const now = options.now ?? new Date();
  const timeZone = spotTimeZone(spot);
  const tidal = Boolean(spot.tideInfo?.trim());
  const [tips, note, tides, flow] = await Promise.all([
    deps.tips(),
    getTeamNote(db, { locationId: spot.id }),
    tidal
      ? deps.conditions
          .predictLocationTides({ locationId: spot.id, days: TIDE_DAYS, today: zoneToday(timeZone, now) })
          .then(
            (answer) => answer.extremes,
            (error: unknown) => {
              deps.logger.error({ err: error }, "fishing tips could not predict the tides");
              return null;
            },
          )
      : undefined,
    spot.usgsSite
      ? readFlow(deps.conditions, spot.id, deps.logger, options.flowBudgetMs ?? FLOW_BUDGET_MS)
      : undefined,
  ]);
  const answer = composeSpotTips({ spot, tips, now, timeZone, tides, flow });
  return note ? { ...answer, note: publicTeamNote(note) } : answer;
}
