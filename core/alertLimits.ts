// The limits an alert may set, in the units the form shows: feet above MLLW (Oregon tides run
// from about -3 to 12 ft), hectopascals (sea-level pressure stays within 800-1100) and mph.
// Apart from the schemas, so the form can show them without loading zod (decision 023).
export const TIDE_HEIGHT_RANGE = { min: -10, max: 30, unit: "ft" } as const;
export const PRESSURE_RANGE = { min: 800, max: 1100, unit: "hPa" } as const;
export const WIND_SPEED_RANGE = { min: 0, max: 200, unit: "mph" } as const;
// River discharge in cubic feet per second: Oregon rivers run from a trickle to the Columbia's
// flood flows of several hundred thousand.
export const FLOW_RANGE = { min: 0, max: 2_000_000, unit: "ft³/s" } as const;
