// The curated dataset's Oregon regions (data/states/oregon.json): the dataset's checks
// (core/dataset.ts) and the console's approve form (core/schemas.ts) name the same ones.
export const OREGON_REGIONS = [
  "North Coast",
  "Central Coast",
  "South Coast",
  "Portland Area",
  "Willamette Valley",
  "Southern Oregon",
  "Central Oregon",
  "Eastern Oregon",
] as const;
