import type { z } from "zod";
import type * as answers from "#core/apiResponses";
import type { Services } from "../services";

// Decision 034: what the services return, as JSON sends it, is what core/apiResponses.ts
// documents. Each line stops the type check when the two part ways (a field renamed, added to
// one side only, or of another type); the integration suites check the answers themselves.

/** A value as JSON.stringify sends it: a Date becomes its ISO string. */
type Sent<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Sent<Item>[]
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;

type Returned<K extends keyof Services> = Services[K] extends (...args: never[]) => infer R
  ? Sent<Awaited<R>>
  : never;

/** Every value of T is a value of the schema, and the other way round. */
type Agrees<T, Schema extends z.ZodType> = [T] extends [z.output<Schema>]
  ? [z.output<Schema>] extends [T]
    ? true
    : never
  : never;

/** Every value of T is a value of the schema, which allows more (a literal sent as a string). */
type Fits<T, Schema extends z.ZodType> = [T] extends [z.output<Schema>] ? true : never;

type CreatedReview = Returned<"createReview">;
type CreatedAlert = Returned<"createTideAlert">;

export const serviceAnswersAgree = {
  findLocations: true satisfies Agrees<Returned<"findLocations">, typeof answers.locationListSchema>,
  findFeaturedLocations: true satisfies Agrees<
    Returned<"findFeaturedLocations">,
    typeof answers.locationListSchema
  >,
  findLocationsByFishType: true satisfies Agrees<
    Returned<"findLocationsByFishType">,
    typeof answers.locationListSchema
  >,
  searchLocations: true satisfies Agrees<Returned<"searchLocations">, typeof answers.locationListSchema>,
  getLocation: true satisfies Agrees<Returned<"getLocation">, typeof answers.locationSchema>,
  locationsGeoJson: true satisfies Agrees<
    Returned<"locationsGeoJson">,
    typeof answers.locationFeatureCollectionSchema
  >,
  findMapItems: true satisfies Agrees<Returned<"findMapItems">, typeof answers.mapAnswerSchema>,
  listFishTypes: true satisfies Agrees<Returned<"listFishTypes">, typeof answers.fishTypeListSchema>,
  listStates: true satisfies Fits<Returned<"listStates">, typeof answers.stateListSchema>,
  listAverageRatings: true satisfies Agrees<
    Returned<"listAverageRatings">,
    typeof answers.averageRatingListSchema
  >,
  getLocationRating: true satisfies Agrees<
    Returned<"getLocationRating">,
    typeof answers.locationRatingSchema
  >,
  findReviews: true satisfies Agrees<Returned<"findReviews">, typeof answers.reviewListSchema>,
  createdReview: true satisfies Agrees<
    Extract<CreatedReview, { status: "published" }>["review"],
    typeof answers.reviewSchema
  >,
  heldReview: true satisfies Fits<
    Extract<CreatedReview, { status: "held" }>,
    typeof answers.heldReviewSchema
  >,
  getLocationCatches: true satisfies Agrees<
    Returned<"getLocationCatches">,
    typeof answers.locationCatchesSchema
  >,
  getSpecies: true satisfies Agrees<Returned<"getSpecies">, typeof answers.speciesSchema>,
  findAlertsForLocation: true satisfies Agrees<
    Returned<"findAlertsForLocation">,
    typeof answers.tideAlertListSchema
  >,
  createTideAlert: true satisfies Agrees<
    CreatedAlert["alert"] & Pick<CreatedAlert, "manageToken" | "emailConfirmed">,
    typeof answers.createdTideAlertSchema
  >,
  setTideAlertActive: true satisfies Agrees<Returned<"setTideAlertActive">, typeof answers.tideAlertSchema>,
  createLocationSuggestion: true satisfies Agrees<
    Returned<"createLocationSuggestion">,
    typeof answers.locationSuggestionSchema
  >,
  predictLocationTides: true satisfies Agrees<Returned<"predictLocationTides">, typeof answers.tidesSchema>,
  getLocationConditions: true satisfies Agrees<
    Returned<"getLocationConditions">,
    typeof answers.conditionsSchema
  >,
  getLocationWater: true satisfies Agrees<Returned<"getLocationWater">, typeof answers.waterSchema>,
  getLocationForecast: true satisfies Agrees<Returned<"getLocationForecast">, typeof answers.forecastSchema>,
  getLocationOutlook: true satisfies Agrees<Returned<"getLocationOutlook">, typeof answers.outlookSchema>,
  getLocationTips: true satisfies Agrees<Returned<"getLocationTips">, typeof answers.locationTipsSchema>,
  listModerationQueue: true satisfies Agrees<
    Returned<"listModerationQueue">,
    typeof answers.moderationQueueSchema
  >,
  listGuidesForLocation: true satisfies Agrees<
    Returned<"listGuidesForLocation">,
    typeof answers.guideListSchema
  >,
  applyAsGuide: true satisfies Agrees<Returned<"applyAsGuide">, typeof answers.messageSchema>,
  requestGuideUpdateLink: true satisfies Agrees<
    Returned<"requestGuideUpdateLink">,
    typeof answers.messageSchema
  >,
  confirmGuideApplication: true satisfies Fits<
    Returned<"confirmGuideApplication">,
    typeof answers.guideChangeSchema
  >,
  findGuideForUpdate: true satisfies Agrees<
    Returned<"findGuideForUpdate">,
    typeof answers.managedGuideSchema
  >,
  updateGuideListing: true satisfies Fits<Returned<"updateGuideListing">, typeof answers.guideChangeSchema>,
  withdrawGuideListing: true satisfies Fits<
    Returned<"withdrawGuideListing">,
    typeof answers.guideChangeSchema
  >,
  listConsoleGuides: true satisfies Agrees<
    Returned<"listConsoleGuides">,
    typeof answers.consoleGuideListSchema
  >,
  approveGuide: true satisfies Agrees<Returned<"approveGuide">, typeof answers.guideDecisionSchema>,
  rejectGuide: true satisfies Agrees<Returned<"rejectGuide">, typeof answers.guideDecisionSchema>,
  hideGuide: true satisfies Agrees<Returned<"hideGuide">, typeof answers.guideDecisionSchema>,
  editGuide: true satisfies Agrees<Returned<"editGuide">, typeof answers.guideDecisionSchema>,
};
