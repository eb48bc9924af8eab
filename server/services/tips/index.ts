// The tips domain's public face: the Fishing Tips tab's content for a spot, told against the
// conditions domain's tides and river readings, which the composition hands in; and the team's
// note on a spot, written in the console.
import type { ServiceContext } from "../context";
import * as teamNotes from "./teamNotes";
import * as tips from "./tips";

export type { TipsConditions } from "./tips";

export function createTipsServices(
  { db, logger, bind, write }: ServiceContext,
  conditions: tips.TipsConditions,
) {
  const tipsFile = tips.createTipsFile();
  return {
    getLocationTips: (options: Parameters<typeof tips.getLocationTips>[2]) =>
      tips.getLocationTips(db, { tips: tipsFile, conditions, logger }, options),
    // The console's note form (operator actions, audited); the tab's answer shows the note.
    getTeamNote: bind(teamNotes.getTeamNote),
    saveTeamNote: write("tips", bind(teamNotes.saveTeamNote)),
    removeTeamNote: write("tips", bind(teamNotes.removeTeamNote)),
  };
}
