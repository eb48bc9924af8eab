import { MARK_ORDER, type MarkId } from "#core/catchLengthMarks";

// What the visitor does next, announced as it changes (a polite live region). Short, so the
// line above the photo keeps its height and the photo never moves under a finger.
const STEP_TEXT: Record<MarkId, string> = {
  referenceStart: "tap one end of the reference object.",
  referenceEnd: "tap its other end.",
  fishStart: "tap the tip of the fish's snout.",
  fishEnd: "tap the end of its tail.",
};

export const NO_PHOTO_STEP = "Take or choose a photo to start.";
export const ALL_MARKED_STEP = "All four marks placed. Select a mark to adjust it.";

export function markingStep(hasPhoto: boolean, next: MarkId | null): string {
  if (!hasPhoto) return NO_PHOTO_STEP;
  if (!next) return ALL_MARKED_STEP;
  return `Mark ${MARK_ORDER.indexOf(next) + 1} of 4: ${STEP_TEXT[next]}`;
}
