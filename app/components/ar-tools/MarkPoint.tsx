import { useRef } from "react";
import { cn } from "#app/lib/cn";
import type { Point, Size } from "#core/catchLength";
import { MARK_LABELS, type MarkId } from "#core/catchLengthMarks";

// Fixed colours, not the theme's: the marks sit on a photo, whatever the page theme. Each has
// a white and a dark edge so it shows on light and dark water, decks and grass alike.
export const MARK_COLOURS = {
  reference: "#fcd34d",
  fish: "#e879f9",
} as const;

export function markKind(id: MarkId): keyof typeof MARK_COLOURS {
  return id.startsWith("reference") ? "reference" : "fish";
}

/**
 * One mark on the photo: a button centred on its point. Focus or a tap selects it; arrow keys
 * nudge it (see PhotoMarker); a drag moves it, keeping the spot where it was grabbed.
 */
export function MarkPoint({
  id,
  point,
  natural,
  selected,
  describedBy,
  buttonRef,
  onSelect,
  onKeyDown,
  onDrag,
}: {
  id: MarkId;
  point: Point;
  natural: Size;
  selected: boolean;
  describedBy: string;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onSelect: () => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
  /** Screen position of the mark's centre while dragging. */
  onDrag: (clientX: number, clientY: number) => void;
}) {
  const grab = useRef<{ dx: number; dy: number } | null>(null);

  function onPointerDown(event: React.PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    grab.current = {
      dx: event.clientX - (box.left + box.width / 2),
      dy: event.clientY - (box.top + box.height / 2),
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    onSelect();
  }

  function onPointerMove(event: React.PointerEvent<HTMLButtonElement>) {
    if (!grab.current || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    onDrag(event.clientX - grab.current.dx, event.clientY - grab.current.dy);
  }

  function onPointerEnd() {
    grab.current = null;
  }

  const colour = MARK_COLOURS[markKind(id)];
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={MARK_LABELS[id]}
      aria-pressed={selected}
      aria-describedby={describedBy}
      data-mark={id}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className="absolute flex size-8 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none items-center justify-center rounded-full focus-visible:shadow-[0_0_0_5px_rgb(0_0_0/0.8)] focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-white active:cursor-grabbing"
      style={{ left: `${(point.x / natural.width) * 100}%`, top: `${(point.y / natural.height) * 100}%` }}
    >
      <span
        aria-hidden
        className={cn(
          "flex items-center justify-center rounded-full border-2 border-white shadow-[0_0_0_1.5px_rgb(0_0_0/0.75)] transition-[width,height]",
          selected ? "size-7" : "size-5",
        )}
        style={{ backgroundColor: `${colour}55` }}
      >
        <span className="size-1.5 rounded-full" style={{ backgroundColor: colour }} />
      </span>
    </button>
  );
}
