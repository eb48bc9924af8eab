// docs/product.md "Measure your catch" (/ar-tools): a fish's length read from a photo, scaled by a
// reference object of known size lying beside it. Points are in the photo's natural pixels,
// so the size the photo happens to be shown at never changes the answer.

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export const CM_PER_INCH = 2.54;

export type ReferenceObjectId = "dollarBill" | "creditCard" | "custom";

/**
 * Objects most anglers carry, measured along their long side. A US banknote is 156 mm
 * (6.14 in) long; a payment card is the ISO/IEC 7810 ID-1 size, 85.60 mm (3.37 in).
 */
export const REFERENCE_OBJECTS = [
  { id: "dollarBill", label: "US dollar bill", inches: 6.14 },
  { id: "creditCard", label: "Credit card", inches: 3.37 },
] as const satisfies readonly { id: ReferenceObjectId; label: string; inches: number }[];

export const CUSTOM_LENGTH_MESSAGE =
  "Enter the length of your reference object in inches, a number greater than 0.";

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * The length in inches of a span of `targetPx` pixels when `referencePx` pixels of the same
 * photo are `referenceInches` long. Null when the reference has no length in the photo
 * (both of its marks on one spot), since no scale can be read from it.
 */
export function lengthFromReference(options: {
  referencePx: number;
  referenceInches: number;
  targetPx: number;
}): number | null {
  const { referencePx, referenceInches, targetPx } = options;
  if (!(referencePx > 0) || !(referenceInches > 0) || !(targetPx >= 0)) return null;
  if (![referencePx, referenceInches, targetPx].every(Number.isFinite)) return null;
  return (targetPx / referencePx) * referenceInches;
}

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

/** One decimal, as the page shows it. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

export type CatchLength = { inches: number; centimetres: number };

/**
 * The fish's length from the four marks, both units rounded to one decimal. The centimetres
 * come from the unrounded inches, so 12.04 in reads 30.6 cm, not 12.0 x 2.54 = 30.5.
 */
export function measureCatch(options: {
  referenceStart: Point;
  referenceEnd: Point;
  fishStart: Point;
  fishEnd: Point;
  referenceInches: number;
}): CatchLength | null {
  const inches = lengthFromReference({
    referencePx: distance(options.referenceStart, options.referenceEnd),
    referenceInches: options.referenceInches,
    targetPx: distance(options.fishStart, options.fishEnd),
  });
  if (inches === null) return null;
  return { inches: roundToTenth(inches), centimetres: roundToTenth(inchesToCm(inches)) };
}

export type ParsedLength = { ok: true; inches: number } | { ok: false; message: string };

/** A custom reference length typed by the visitor: inches, a finite number greater than 0. */
export function parseReferenceLength(text: string): ParsedLength {
  const trimmed = text.trim();
  // Number("") is 0 and Number("0x10") is 16: accept plain decimals only.
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return { ok: false, message: CUSTOM_LENGTH_MESSAGE };
  const inches = Number(trimmed);
  if (!Number.isFinite(inches) || inches <= 0) return { ok: false, message: CUSTOM_LENGTH_MESSAGE };
  return { ok: true, inches };
}

export type LengthLimits = { minInches: number | null; maxInches: number | null };

/**
 * "meets" when inside the limits; "under" below a minimum; "over" above a slot's maximum;
 * "noLimit" when the rule sets no length at all. Compares the length as shown (one decimal),
 * so the page never says "8.0 in is under the 8 in minimum".
 */
export type LimitCheck = "meets" | "under" | "over" | "noLimit";

export function compareWithLimits(inches: number, limits: LengthLimits): LimitCheck {
  if (limits.minInches === null && limits.maxInches === null) return "noLimit";
  const shown = roundToTenth(inches);
  if (limits.minInches !== null && shown < limits.minInches) return "under";
  if (limits.maxInches !== null && shown > limits.maxInches) return "over";
  return "meets";
}
