// The conditions domain's public face: tide predictions, sun and moon, and the live sources
// (river flows, forecasts and the outlook).
import type { ServiceContext } from "../context";
import * as coastTides from "./coastTides";
import * as conditions from "./conditions";
import { createLiveConditions, type LiveConditions } from "./liveConditions";
import * as tides from "./tides";

export { fishingConditions } from "./conditions";
export { createLiveConditions, type LiveConditions, type LiveConditionsConfig } from "./liveConditions";
export {
  chooseTideStation,
  createTideCache,
  findTideStation,
  loadTideDatabase,
  type TideCache,
  type TideDay,
  type TideDayExtreme,
  tideDay,
  tidesAnswer,
} from "./tides";

export function createConditionServices(context: ServiceContext, tideCache: tides.TideCache) {
  const { db, logger, config, bind } = context;
  // USGS and NWS through one cache in the database (decision 031); off unless configured.
  const live: LiveConditions = createLiveConditions({
    db,
    logger,
    tideCache,
    config: {
      publicUrl: config.publicUrl,
      contactEmail: config.contactEmail,
      waterDataUrl: config.waterDataUrl,
      usgsApiKey: config.usgsApiKey,
      weatherUrl: config.weatherUrl,
    },
  });
  return {
    predictLocationTides: (options: Omit<Parameters<typeof tides.predictLocationTides>[1], "cache">) =>
      tides.predictLocationTides(db, { ...options, cache: tideCache }),
    getCoastTides: (options: Omit<Parameters<typeof coastTides.getCoastTides>[1], "cache"> = {}) =>
      coastTides.getCoastTides(db, { ...options, cache: tideCache }),
    getLocationConditions: bind(conditions.getLocationConditions),
    getLocationConditionsForDays: bind(conditions.getLocationConditionsForDays),
    getLocationWater: live.getWater,
    getLocationForecast: live.getForecast,
    getLocationOutlook: live.getOutlook,
    getRiversNow: live.getRiversNow,
    /** The alert worker and tests: one gauge's report through the shared cache. */
    liveConditions: live,
  };
}
