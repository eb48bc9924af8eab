import { useEffect, useId, useRef, useState } from "react";
import type { Point, Size } from "#core/catchLength";
import {
  keyboardStartPoint,
  MARK_LABELS,
  MARK_ORDER,
  type MarkId,
  type Marks,
  nudgePoint,
  nudgeStep,
  toNaturalPoint,
} from "#core/catchLengthMarks";
import { MARK_COLOURS, MarkPoint } from "./MarkPoint";

// The photo at the width of the page (and no taller than most of the screen) with the four
// marks over it. Every position is kept in the photo's natural pixels; the marks are placed
// in percentages of the shown photo, so a resize or a rotated phone moves nothing.

const MAX_HEIGHT = "70svh";

type Props = {
  url: string;
  natural: Size | null;
  marks: Marks;
  selected: MarkId | null;
  next: MarkId | null;
  onLoad: (natural: Size) => void;
  onError: () => void;
  /** Places a mark or moves one already placed. */
  onSetMark: (id: MarkId, point: Point) => void;
  onSelect: (id: MarkId) => void;
};

export function PhotoMarker({
  url,
  natural,
  marks,
  selected,
  next,
  onLoad,
  onError,
  onSetMark,
  onSelect,
}: Props) {
  const hintId = useId();
  const image = useRef<HTMLImageElement>(null);
  const markButtons = useRef(new Map<MarkId, HTMLButtonElement>());
  // A mark placed from the keyboard takes the focus, so the arrow keys move it at once.
  const [focusAfterPlace, setFocusAfterPlace] = useState<MarkId | null>(null);

  useEffect(() => {
    if (focusAfterPlace && marks[focusAfterPlace]) {
      markButtons.current.get(focusAfterPlace)?.focus();
      setFocusAfterPlace(null);
    }
  }, [focusAfterPlace, marks]);

  function shownSize(): Size {
    const box = image.current?.getBoundingClientRect();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  }

  function pointAt(clientX: number, clientY: number): Point | null {
    const box = image.current?.getBoundingClientRect();
    if (!box || !natural) return null;
    return toNaturalPoint({ x: clientX - box.left, y: clientY - box.top }, box, natural);
  }

  // Click events report whole screen pixels; pointer events keep the fraction a high-density
  // screen gives, worth up to three natural pixels on a phone showing the photo at a third.
  const lastPointer = useRef<{ x: number; y: number } | null>(null);

  function onPhotoClick(event: React.MouseEvent<HTMLButtonElement>) {
    const pointer = lastPointer.current ?? { x: event.clientX, y: event.clientY };
    lastPointer.current = null;
    if (!natural) return;
    // A keyboard press clicks with detail 0 and no position: start the mark at its usual spot.
    const fromKeyboard = event.detail === 0;
    const target = next ?? selected;
    if (!target || (fromKeyboard && !next)) return;
    const point = fromKeyboard ? keyboardStartPoint(target, natural) : pointAt(pointer.x, pointer.y);
    if (!point) return;
    onSetMark(target, point);
    if (fromKeyboard) setFocusAfterPlace(target);
  }

  function onMarkKey(id: MarkId, event: React.KeyboardEvent<HTMLButtonElement>) {
    const point = marks[id];
    if (!point || !natural) return;
    const moved = nudgePoint(point, event.key, nudgeStep(shownSize(), natural, event.shiftKey), natural);
    if (!moved) return;
    // The arrow keys would scroll the page too.
    event.preventDefault();
    onSetMark(id, moved);
  }

  const photoLabel = next
    ? `Photo: place ${MARK_LABELS[next]}`
    : selected
      ? `Photo: move ${MARK_LABELS[selected]} here`
      : "Photo with all four marks";
  const ratio = natural ? natural.width / natural.height : null;

  return (
    <div>
      <div
        className="relative mx-auto"
        style={{ width: ratio ? `min(100%, calc(${MAX_HEIGHT} * ${ratio}))` : "100%" }}
      >
        <button
          type="button"
          aria-label={photoLabel}
          aria-describedby={hintId}
          // With all four marks down, the keyboard goes straight to the marks.
          tabIndex={next ? 0 : -1}
          onPointerUp={(event) => {
            lastPointer.current = { x: event.clientX, y: event.clientY };
          }}
          onClick={onPhotoClick}
          className="block w-full cursor-crosshair overflow-hidden rounded-md bg-muted"
        >
          <img
            ref={image}
            src={url}
            alt=""
            draggable={false}
            onLoad={(event) =>
              onLoad({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
            }
            onError={onError}
            className="block h-auto w-full select-none"
          />
        </button>
        {natural && (
          <>
            <MeasureLines marks={marks} natural={natural} />
            {MARK_ORDER.map((id) => {
              const point = marks[id];
              if (!point) return null;
              return (
                <MarkPoint
                  key={id}
                  id={id}
                  point={point}
                  natural={natural}
                  selected={selected === id}
                  describedBy={hintId}
                  buttonRef={(element) => {
                    if (element) markButtons.current.set(id, element);
                    else markButtons.current.delete(id);
                  }}
                  onSelect={() => onSelect(id)}
                  onKeyDown={(event) => onMarkKey(id, event)}
                  onDrag={(x, y) => {
                    const moved = pointAt(x, y);
                    if (moved) onSetMark(id, moved);
                  }}
                />
              );
            })}
          </>
        )}
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted-foreground">
        Tap the photo to place the next mark, or press Enter on the photo to add it and move it with the arrow
        keys. Select a placed mark to adjust it: drag it, tap a new spot, or use the arrow keys (Shift moves
        further).
      </p>
      <MarkLegend />
    </div>
  );
}

/** A line between each pair of placed ends, drawn in natural pixels and stretched with the photo. */
function MeasureLines({ marks, natural }: { marks: Marks; natural: Size }) {
  const pairs = [
    { kind: "reference", from: marks.referenceStart, to: marks.referenceEnd },
    { kind: "fish", from: marks.fishStart, to: marks.fishEnd },
  ] as const;
  return (
    <svg
      aria-hidden
      className="pointer-events-none absolute inset-0 size-full"
      viewBox={`0 0 ${natural.width} ${natural.height}`}
      preserveAspectRatio="none"
    >
      {pairs.map(({ kind, from, to }) =>
        from && to ? (
          <g key={kind}>
            <line
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              stroke="rgb(0 0 0 / 0.7)"
              strokeWidth={5}
              vectorEffect="non-scaling-stroke"
            />
            <line
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              stroke={MARK_COLOURS[kind]}
              strokeWidth={2.5}
              strokeDasharray={kind === "reference" ? "6 4" : undefined}
              vectorEffect="non-scaling-stroke"
            />
          </g>
        ) : null,
      )}
    </svg>
  );
}

function MarkLegend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {(["reference", "fish"] as const).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className="size-3 rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.6)]"
            style={{ backgroundColor: MARK_COLOURS[kind] }}
          />
          {kind === "reference" ? "Reference object (dashed line)" : "Fish (solid line)"}
        </li>
      ))}
    </ul>
  );
}
