import { ImageIcon, RotateCcw, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/useHydrated";
import {
  type CatchLength,
  measureCatch,
  type ParsedLength,
  parseReferenceLength,
  REFERENCE_OBJECTS,
  type Size,
} from "#core/catchLength";
import { allMarksPlaced, type MarkId, type Marks, nextMark } from "#core/catchLengthMarks";
import { MINIMUM_LENGTH_RULES } from "#core/catchLengthRules";
import { CatchResult } from "./CatchResult";
import { MeasuringTips } from "./MeasuringTips";
import { markingStep } from "./markingSteps";
import { PhotoMarker } from "./PhotoMarker";
import { PhotoPicker } from "./PhotoPicker";
import { type ReferenceChoice, ReferencePicker } from "./ReferencePicker";
import { usePhotoUrl } from "./usePhotoUrl";

// docs/product.md "Measure your catch": photo, reference object, four marks, length, comparison.
// Runs in the browser only; the server renders the same controls, disabled until hydration
// unless the tool is an island started on first use (startsOnUse, decision 045).

const PHOTO_ERROR = "This photo could not be opened. Try a JPEG or PNG photo.";

function referenceLength(choice: ReferenceChoice): ParsedLength {
  if (choice.id === "custom") return parseReferenceLength(choice.customText);
  const known = REFERENCE_OBJECTS.find((o) => o.id === choice.id);
  return known ? { ok: true, inches: known.inches } : parseReferenceLength("");
}

function waitingText(hasPhoto: boolean, next: MarkId | null, reference: ParsedLength): string {
  if (!hasPhoto) return "Take or choose a photo, then place the four marks.";
  if (next) return "Place all four marks to read the length.";
  if (!reference.ok) return "Enter the length of your reference object to read the fish's length.";
  return "The two reference marks are on one spot: move one to the other end of the reference object.";
}

/**
 * `startsOnUse`: the tool is an island that starts on first use (decision 045), so its controls
 * are live in the server's HTML: a press on them waits for the code. Elsewhere they wait,
 * disabled, until the page has hydrated.
 */
export function CatchMeasure({ startsOnUse = false }: { startsOnUse?: boolean }) {
  const id = useId();
  const hydrated = useHydrated() || startsOnUse;
  const [photoUrl, choosePhoto] = usePhotoUrl();
  const [natural, setNatural] = useState<Size | null>(null);
  const [photoError, setPhotoError] = useState(false);
  const [marks, setMarks] = useState<Marks>({});
  const [selected, setSelected] = useState<MarkId | null>(null);
  const [reference, setReference] = useState<ReferenceChoice>({ id: "dollarBill", customText: "" });
  const [customTouched, setCustomTouched] = useState(false);
  const [ruleId, setRuleId] = useState(MINIMUM_LENGTH_RULES[0]?.id ?? "");

  const parsedReference = referenceLength(reference);
  const next = nextMark(marks);
  const length: CatchLength | null =
    allMarksPlaced(marks) && parsedReference.ok
      ? measureCatch({ ...marks, referenceInches: parsedReference.inches })
      : null;
  const customError =
    reference.id === "custom" && !parsedReference.ok && (customTouched || reference.customText.trim() !== "")
      ? parsedReference.message
      : undefined;
  const rule = MINIMUM_LENGTH_RULES.find((r) => r.id === ruleId) ?? MINIMUM_LENGTH_RULES[0];
  const photoReady = photoUrl !== null && natural !== null;

  function resetMarks() {
    setMarks({});
    setSelected(null);
  }

  function onPick(file: File) {
    choosePhoto(file);
    setNatural(null);
    setPhotoError(false);
    resetMarks();
  }

  function setMark(mark: MarkId, point: { x: number; y: number }) {
    setMarks((current) => ({ ...current, [mark]: point }));
    setSelected(mark);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <Card className="grid gap-6 p-5 sm:grid-cols-2 md:p-6">
          <Step headingId={`${id}-photo`} title="1. Your photo">
            <PhotoPicker disabled={!hydrated} onPick={onPick} />
            <p className="mt-3 flex gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              Your photo stays on your device: it opens in this browser only and is never uploaded.
            </p>
          </Step>
          <Step headingId={`${id}-reference`} title="2. Reference object">
            <p className="mb-3 text-sm text-muted-foreground">
              Lay it flat beside the fish before you take the photo.
            </p>
            <ReferencePicker
              value={reference}
              onChange={setReference}
              onCustomBlur={() => setCustomTouched(true)}
              error={customError}
              disabled={!hydrated}
            />
          </Step>
        </Card>
        <Card className="p-5 md:p-6">
          <Step
            headingId={`${id}-marks`}
            title="3. Mark the photo"
            action={
              <Button variant="outline" size="sm" onClick={resetMarks} disabled={!photoReady}>
                <RotateCcw aria-hidden />
                Reset marks
              </Button>
            }
          >
            <p
              role="status"
              className={cn("mb-3 min-h-10 text-sm font-medium", photoError && "text-destructive")}
            >
              {photoError ? PHOTO_ERROR : markingStep(photoReady, next)}
            </p>
            {photoUrl && !photoError ? (
              <PhotoMarker
                url={photoUrl}
                natural={natural}
                marks={marks}
                selected={selected}
                next={next}
                onLoad={setNatural}
                onError={() => setPhotoError(true)}
                onSetMark={setMark}
                onSelect={setSelected}
              />
            ) : (
              <EmptyPhoto />
            )}
          </Step>
        </Card>
      </div>
      <div className="space-y-6 lg:sticky lg:top-20">
        <Card className="p-5 md:p-6">
          <Step headingId={`${id}-length`} title="4. Length">
            {rule && (
              <CatchResult
                length={length}
                waiting={waitingText(photoReady, next, parsedReference)}
                rules={MINIMUM_LENGTH_RULES}
                rule={rule}
                onRuleChange={setRuleId}
                disabled={!hydrated}
              />
            )}
          </Step>
        </Card>
        <Card className="p-5 md:p-6">
          <MeasuringTips headingId={`${id}-tips`} />
        </Card>
      </div>
    </div>
  );
}

function Step({
  headingId,
  title,
  action,
  children,
}: {
  headingId: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function EmptyPhoto() {
  return (
    <div className="flex h-48 flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed text-sm text-muted-foreground">
      <ImageIcon className="size-8" aria-hidden />
      Your photo will appear here.
    </div>
  );
}
