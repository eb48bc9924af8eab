import { CURATED_REGIONS } from "./curatedStates";
import { guideSchemas } from "./guides";

// The guides' schemas for the curated states of the profiles: the API, the services and the
// pages' actions check with these. The forms in the browser build the same schemas from the
// list their loaders send (core/curatedRegions.ts), so the browser carries no profiles.
const curated = guideSchemas(CURATED_REGIONS);

export const guideFieldsSchema = curated.fields;
export const guideUpdateSchema = curated.update;
export const guideApplicationSchema = curated.application;
