// The species domain's public face: species pages, what's biting and readers' catches.
import type { ServiceContext } from "../context";
import * as catches from "./catches";
import * as species from "./species";

export type { LocationCatches, RecentCatch } from "./catches";
export type { SpeciesSpot, WhatsBiting } from "./species";

export function createSpeciesServices({ db, changes, bind }: ServiceContext) {
  // What the species pages and "What's biting now" read, kept until the data changes.
  const speciesCaches = species.createSpeciesCaches(changes);
  const services = {
    getLocationCatches: bind(catches.getLocationCatches),
    // docs/product.md "Species pages" and "What's biting".
    listSpeciesValues: bind(species.listSpeciesValues),
    getSpecies: (options: Parameters<typeof species.getSpecies>[2]) =>
      species.getSpecies(db, speciesCaches, options),
    getWhatsBiting: (options: Parameters<typeof species.getWhatsBiting>[2] = {}) =>
      species.getWhatsBiting(db, speciesCaches, options),
  };
  return { services, close: () => speciesCaches.close() };
}
