// The tips domain's public face: the Fishing Tips tab's content for a spot, told against the
// conditions domain's tides and river readings, which the composition hands in.
import type { ServiceContext } from "../context";
import * as tips from "./tips";

export type { TipsConditions } from "./tips";

export function createTipsServices({ db, logger }: ServiceContext, conditions: tips.TipsConditions) {
  const tipsFile = tips.createTipsFile();
  return {
    getLocationTips: (options: Parameters<typeof tips.getLocationTips>[2]) =>
      tips.getLocationTips(db, { tips: tipsFile, conditions, logger }, options),
  };
}
