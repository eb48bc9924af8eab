// The shapes the JSON API and the page loaders hand the browser. Types only: the client never
// imports server code (architecture "Rules"), and these are erased at build time.

export type { PublicTideAlert } from "#server/services/alerts";
export type { Location } from "#server/services/locations";
export type { MapAnswer, MapCluster, MapLocation } from "#server/services/mapClusters";
export type { AverageRating } from "#server/services/ratings";
export type { Review } from "#server/services/reviews";
