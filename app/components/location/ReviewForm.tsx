import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldMessage, FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { DEFAULT_RATING } from "../../../core/ratings";
import { reviewInputSchema } from "../../../core/schemas";
import { fishLabel, REVIEW_FISH_OPTIONS, TIME_SPENT_OPTIONS } from "./reviewOptions";
import { StarInput } from "./StarInput";
import { type ReviewPayload, useSubmitReview } from "./useSubmitReview";

type Fields = { userName: string; rating: number; reviewText: string; visitDate: string; timeSpent: string };
type Errors = Partial<Record<keyof Fields, string>>;

// Spec 9: "default rating 5".
const EMPTY: Fields = { userName: "", rating: DEFAULT_RATING, reviewText: "", visitDate: "", timeSpent: "" };

/** Spec 5: validated with the schema the server uses; the first message of each field shows. */
function validate(fields: Fields, fishCaught: string[]): { payload: ReviewPayload } | { errors: Errors } {
  const result = reviewInputSchema.safeParse({ ...fields, fishCaught });
  if (!result.success) {
    const errors: Errors = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string" && key in EMPTY && !errors[key as keyof Fields]) {
        errors[key as keyof Fields] = issue.message;
      }
    }
    return { errors };
  }
  const review = result.data;
  return {
    payload: {
      userName: review.userName,
      rating: review.rating,
      reviewText: review.reviewText,
      // Spec 5: "fishCaught is omitted from the payload when empty".
      ...(fishCaught.length > 0 && { fishCaught }),
      visitDate: review.visitDate,
      timeSpent: review.timeSpent,
    },
  };
}

// Spec 2 "Write a Review" and spec 5 "Review form". After success the form resets, the chosen
// fish are cleared and the page returns to Read Reviews (spec 4).
export function ReviewForm({ locationId, onSubmitted }: { locationId: number; onSubmitted: () => void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [fishCaught, setFishCaught] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmitReview(locationId, {
    onSubmitted: () => {
      setFields(EMPTY);
      setFishCaught([]);
      setErrors({});
      onSubmitted();
    },
  });

  function set<K extends keyof Fields>(key: K, value: Fields[K]) {
    setFields((previous) => ({ ...previous, [key]: value }));
  }

  function toggleFish(fish: string, checked: boolean) {
    setFishCaught((previous) => (checked ? [...previous, fish] : previous.filter((f) => f !== fish)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Never twice: the button is disabled while pending, and a repeated Enter stops here.
    if (submit.isPending) return;
    const outcome = validate(fields, fishCaught);
    if ("errors" in outcome) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    submit.mutate(outcome.payload);
  }

  const ratingLabelId = `${id}-rating-label`;
  const ratingErrorId = `${id}-rating-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={submit.isPending}>
      <FormField id={`${id}-name`} label="Your Name" error={errors.userName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            value={fields.userName}
            onChange={(event) => set("userName", event.target.value)}
          />
        )}
      </FormField>

      <div className="grid gap-1.5">
        <span id={ratingLabelId} className="text-sm font-medium">
          Rating
        </span>
        <StarInput
          value={fields.rating}
          onChange={(rating) => set("rating", rating)}
          labelledBy={ratingLabelId}
          describedBy={errors.rating ? ratingErrorId : undefined}
        />
        {errors.rating && <FieldMessage id={ratingErrorId}>{errors.rating}</FieldMessage>}
      </div>

      <FormField id={`${id}-text`} label="Your Review" optional error={errors.reviewText}>
        {(control) => (
          <Textarea
            {...control}
            value={fields.reviewText}
            onChange={(event) => set("reviewText", event.target.value)}
          />
        )}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          Fish Caught <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {REVIEW_FISH_OPTIONS.map((fish) => (
            <div key={fish} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-fish-${fish}`}
                checked={fishCaught.includes(fish)}
                onCheckedChange={(checked) => toggleFish(fish, checked === true)}
              />
              <label htmlFor={`${id}-fish-${fish}`} className="cursor-pointer text-sm">
                {fishLabel(fish)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-date`} label="Visit Date" optional error={errors.visitDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={fields.visitDate}
              onChange={(event) => set("visitDate", event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-time`} label="Time Spent" optional error={errors.timeSpent}>
          {(control) => (
            <Select value={fields.timeSpent} onValueChange={(value) => set("timeSpent", value)}>
              <SelectTrigger {...control} className="h-10">
                <SelectValue placeholder="Select time spent" />
              </SelectTrigger>
              <SelectContent>
                {TIME_SPENT_OPTIONS.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>

      <div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? "Submitting..." : "Submit Review"}
        </Button>
      </div>
    </form>
  );
}
