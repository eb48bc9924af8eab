import { describe, expect, it } from "vitest";
import {
  CUSTOM_LENGTH_MESSAGE,
  compareWithLimits,
  distance,
  inchesToCm,
  type LimitCheck,
  lengthFromReference,
  measureCatch,
  type Point,
  parseReferenceLength,
  REFERENCE_OBJECTS,
  roundToTenth,
} from "./catchLength";

// docs/product.md "Measure your catch"
describe("REFERENCE_OBJECTS (a US dollar bill, 6.14 in, or a credit card, 3.37 in)", () => {
  it("holds the two sizes", () => {
    expect(REFERENCE_OBJECTS.map((o) => [o.id, o.inches])).toEqual([
      ["dollarBill", 6.14],
      ["creditCard", 3.37],
    ]);
  });

  it("matches the published sizes in millimetres (156 mm banknote, 85.60 mm ID-1 card)", () => {
    expect(roundToTenth(inchesToCm(6.14) * 10)).toBeCloseTo(156, 0);
    expect(inchesToCm(3.37) * 10).toBeCloseTo(85.6, 1);
  });
});

describe("distance (natural pixels)", () => {
  it.each<[Point, Point, number, string]>([
    [{ x: 0, y: 0 }, { x: 0, y: 0 }, 0, "one spot"],
    [{ x: 100, y: 50 }, { x: 407, y: 50 }, 307, "horizontal"],
    [{ x: 20, y: 400 }, { x: 20, y: 100 }, 300, "vertical, end above start"],
    [{ x: 0, y: 0 }, { x: 300, y: 400 }, 500, "diagonal (3-4-5)"],
    [{ x: 10.5, y: 0 }, { x: 0, y: 0 }, 10.5, "fractions, end left of start"],
  ])("%j to %j is %d (%s)", (a, b, expected) => {
    expect(distance(a, b)).toBeCloseTo(expected, 9);
    expect(distance(b, a)).toBeCloseTo(expected, 9);
  });
});

describe("lengthFromReference", () => {
  it.each([
    [307, 6.14, 600, 12, "a dollar bill over 307 px, a fish over 600 px"],
    [337, 3.37, 1000, 10, "a credit card over 337 px"],
    [100, 6.14, 100, 6.14, "the fish as long as the reference"],
    [200, 5, 0, 0, "a fish of no length"],
  ])("%d px = %d in, %d px -> %d in (%s)", (referencePx, referenceInches, targetPx, expected) => {
    expect(lengthFromReference({ referencePx, referenceInches, targetPx })).toBeCloseTo(expected, 9);
  });

  it("does not depend on the scale the photo is shown at: only ratios count", () => {
    const full = lengthFromReference({ referencePx: 307, referenceInches: 6.14, targetPx: 600 });
    const third = lengthFromReference({ referencePx: 307 / 3, referenceInches: 6.14, targetPx: 600 / 3 });
    expect(third).toBeCloseTo(full ?? Number.NaN, 9);
  });

  it.each([
    [0, 6.14, 600, "reference marks on one spot: no scale"],
    [-5, 6.14, 600, "negative reference"],
    [307, 0, 600, "a reference of no length"],
    [307, -1, 600, "a negative reference length"],
    [307, 6.14, -1, "a negative target"],
    [Number.NaN, 6.14, 600, "not a number"],
    [307, Number.POSITIVE_INFINITY, 600, "infinite"],
  ])("is null for %d px, %d in, %d px (%s)", (referencePx, referenceInches, targetPx) => {
    expect(lengthFromReference({ referencePx, referenceInches, targetPx })).toBeNull();
  });
});

describe("inchesToCm and roundToTenth", () => {
  it.each([
    [1, 2.54],
    [12, 30.48],
    [5.75, 14.605],
    [0, 0],
  ])("%d in = %d cm", (inches, cm) => {
    expect(inchesToCm(inches)).toBeCloseTo(cm, 9);
  });

  it.each([
    [30.48, 30.5],
    [12.04, 12],
    [12.05, 12.1],
    [7.96, 8],
    [0.04, 0],
  ])("%d -> %d", (value, rounded) => {
    expect(roundToTenth(value)).toBe(rounded);
  });
});

describe("measureCatch", () => {
  const marks = {
    referenceStart: { x: 150, y: 100 },
    referenceEnd: { x: 457, y: 100 },
    fishStart: { x: 200, y: 300 },
    fishEnd: { x: 800, y: 300 },
  };

  it("reads 12.0 in / 30.5 cm for a 600 px fish beside a 307 px dollar bill", () => {
    expect(measureCatch({ ...marks, referenceInches: 6.14 })).toEqual({ inches: 12, centimetres: 30.5 });
  });

  it("rounds centimetres from the unrounded inches", () => {
    // 602 px / 307 px x 6.14 in = 12.04 in -> 12.0 in, and 30.58 cm -> 30.6 cm (not 12.0 x 2.54).
    const result = measureCatch({ ...marks, fishEnd: { x: 802, y: 300 }, referenceInches: 6.14 });
    expect(result).toEqual({ inches: 12, centimetres: 30.6 });
  });

  it("measures a crooked fish along the line between its ends", () => {
    const result = measureCatch({
      ...marks,
      fishStart: { x: 100, y: 100 },
      fishEnd: { x: 100 + 3 * 61.4, y: 100 + 4 * 61.4 },
      referenceInches: 6.14,
    });
    // 5 x 61.4 = 307 px: exactly one dollar bill.
    expect(result).toEqual({ inches: 6.1, centimetres: 15.6 });
  });

  it("is null while the reference has no length in the photo", () => {
    const result = measureCatch({ ...marks, referenceEnd: marks.referenceStart, referenceInches: 6.14 });
    expect(result).toBeNull();
  });
});

describe("parseReferenceLength (custom reference, inches, > 0)", () => {
  it.each([
    ["6.14", 6.14],
    [" 3.37 ", 3.37],
    ["12", 12],
    [".5", 0.5],
    ["4.", 4],
  ])("%j -> %d in", (text, inches) => {
    expect(parseReferenceLength(text)).toEqual({ ok: true, inches });
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["0", "zero"],
    ["0.0", "zero with a decimal"],
    ["-3", "negative"],
    ["abc", "words"],
    ["3 in", "with a unit"],
    ["3,5", "a decimal comma"],
    ["1e3", "exponent notation"],
    ["0x10", "hexadecimal"],
    ["Infinity", "infinite"],
    ["1.2.3", "two points"],
  ])("%j is refused (%s)", (text) => {
    expect(parseReferenceLength(text)).toEqual({ ok: false, message: CUSTOM_LENGTH_MESSAGE });
  });

  it("says what to enter", () => {
    expect(CUSTOM_LENGTH_MESSAGE).toBe(
      "Enter the length of your reference object in inches, a number greater than 0.",
    );
  });
});

describe("compareWithLimits", () => {
  const minimum = { minInches: 8, maxInches: null };
  const slot = { minInches: 44, maxInches: 50 };
  const none = { minInches: null, maxInches: null };

  it.each<[number, { minInches: number | null; maxInches: number | null }, LimitCheck, string]>([
    [12, minimum, "meets", "over a minimum"],
    [8, minimum, "meets", "exactly the minimum"],
    [7.9, minimum, "under", "a tenth under"],
    [7.96, minimum, "meets", "shown as 8.0 in: compared as shown"],
    [7.94, minimum, "under", "shown as 7.9 in"],
    [44, slot, "meets", "the slot's lower end"],
    [47.5, slot, "meets", "inside the slot"],
    [50, slot, "meets", "the slot's upper end"],
    [50.1, slot, "over", "over the slot"],
    [43.9, slot, "under", "under the slot"],
    [3, none, "noLimit", "no size limit"],
  ])("%d in against %j is %s (%s)", (inches, limits, expected) => {
    expect(compareWithLimits(inches, limits)).toBe(expected);
  });
});
