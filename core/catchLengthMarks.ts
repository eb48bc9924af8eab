import type { Point, Size } from "./catchLength";

// The four marks of "Measure your catch" and how taps, drags and arrow keys move them. All
// positions are in the photo's natural pixels; the page converts from screen pixels once.

export const MARK_ORDER = ["referenceStart", "referenceEnd", "fishStart", "fishEnd"] as const;
export type MarkId = (typeof MARK_ORDER)[number];
export type Marks = Partial<Record<MarkId, Point>>;

export const MARK_LABELS: Record<MarkId, string> = {
  referenceStart: "Reference end 1",
  referenceEnd: "Reference end 2",
  fishStart: "Fish end 1",
  fishEnd: "Fish end 2",
};

/** The next mark to place, in order, or null once all four are down. */
export function nextMark(marks: Marks): MarkId | null {
  return MARK_ORDER.find((id) => marks[id] === undefined) ?? null;
}

export function allMarksPlaced(marks: Marks): marks is Record<MarkId, Point> {
  return nextMark(marks) === null;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/** Keeps a point on the photo. */
export function clampToPhoto(point: Point, natural: Size): Point {
  return { x: clamp(point.x, natural.width), y: clamp(point.y, natural.height) };
}

/**
 * A point on the photo as shown (offset from its top-left corner, in screen pixels) in the
 * photo's natural pixels. A photo shown at a third of its size maps 100 screen pixels to 300.
 */
export function toNaturalPoint(offset: Point, displayed: Size, natural: Size): Point {
  if (displayed.width <= 0 || displayed.height <= 0) return { x: 0, y: 0 };
  return clampToPhoto(
    {
      x: (offset.x / displayed.width) * natural.width,
      y: (offset.y / displayed.height) * natural.height,
    },
    natural,
  );
}

/** One screen pixel in natural pixels; Shift moves ten. A press always shows on screen. */
export function nudgeStep(displayed: Size, natural: Size, large: boolean): number {
  const perScreenPixel = displayed.width > 0 ? natural.width / displayed.width : 1;
  return perScreenPixel * (large ? 10 : 1);
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The point moved by one step in the arrow key's direction, or null for any other key. */
export function nudgePoint(point: Point, key: string, step: number, natural: Size): Point | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  return clampToPhoto({ x: point.x + direction.x * step, y: point.y + direction.y * step }, natural);
}

// Where a mark placed from the keyboard starts: the reference above, the fish below, each
// pair spread apart, so the arrow keys only have to fine-tune.
const KEYBOARD_START: Record<MarkId, Point> = {
  referenceStart: { x: 0.35, y: 0.3 },
  referenceEnd: { x: 0.65, y: 0.3 },
  fishStart: { x: 0.2, y: 0.65 },
  fishEnd: { x: 0.8, y: 0.65 },
};

export function keyboardStartPoint(id: MarkId, natural: Size): Point {
  const at = KEYBOARD_START[id];
  return { x: at.x * natural.width, y: at.y * natural.height };
}
