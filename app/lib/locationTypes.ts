// The shapes the JSON API and the page loaders hand the browser. Types only: the client never
// imports server code (architecture "Rules"), and these are erased at build time.

export type { PublicTideAlert } from "#server/services/alerts";
export type { Location, MapAnswer, MapCluster, MapLocation } from "#server/services/locations";
export type { AverageRating, Review } from "#server/services/reviews";
