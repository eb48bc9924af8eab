import { type FormEvent, useId, useMemo, useState } from "react";
import { FormSubmitRow } from "#app/components/location/FormSubmitRow";
import { FieldMessage, FormField } from "#app/components/ui/form-field";
import { Input, Textarea } from "#app/components/ui/input";
import { NativeCheckbox, NativeSelect } from "#app/components/ui/native-controls";
import { isOfflineFailure } from "#app/lib/offline";
import { oneAtATime } from "#app/lib/oneAtATime";
import { useDeferredValidation } from "#app/lib/useDeferredValidation";
import { EMPTY_REVIEW_FORM, type ReviewFormErrors, type ReviewFormValues } from "#core/reviewFormValues";
import { REVIEW_FISH_OPTIONS } from "#core/species";
import type { FormState } from "../location/locationForms";
import { fishLabel, TIME_SPENT_OPTIONS } from "./reviewOptions";
import { StarInput } from "./StarInput";
import { useSubmitReview } from "./useSubmitReview";

type TextField = "userName" | "reviewText" | "visitDate" | "timeSpent";

const loadValidation = () => import("../location/formValidation");

// docs/product.md "Review form". After success the form resets, the chosen fish are cleared and
// the page returns to Read Reviews. A plain POST reaches the
// page's action when JavaScript is off; with it, the review goes through the API once.
export function ReviewForm({
  locationId,
  onSubmitted,
  initial,
}: {
  locationId: number;
  onSubmitted: () => void;
  initial?: FormState<"review">;
}) {
  const id = useId();
  const [values, setValues] = useState<ReviewFormValues>(initial?.values ?? EMPTY_REVIEW_FORM);
  const [errors, setErrors] = useState<ReviewFormErrors>(initial?.errors ?? {});
  const validation = useDeferredValidation(loadValidation);
  const submit = useSubmitReview(locationId, {
    onSubmitted: () => {
      setValues(EMPTY_REVIEW_FORM);
      setErrors({});
      onSubmitted();
    },
  });
  // A second press before React has re-rendered as pending sends nothing.
  const send = useMemo(() => oneAtATime(submit.mutate), [submit.mutate]);

  function set<K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  const text = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  function toggleFish(fish: string, checked: boolean) {
    setValues((previous) => ({
      ...previous,
      fishCaught: checked ? [...previous.fishCaught, fish] : previous.fishCaught.filter((f) => f !== fish),
    }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Never twice: the button is disabled while pending, and a repeated Enter stops here.
    if (submit.isPending) return;
    const outcome = await validation.validate((m) => m.validateReviewForm(values));
    if (!outcome) return;
    if ("errors" in outcome) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    send(outcome.payload);
  }

  const ratingLabelId = `${id}-rating-label`;
  const ratingErrorId = `${id}-rating-error`;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={submit.isPending}>
      <input type="hidden" name="intent" value="create-review" />
      <FormField id={`${id}-name`} label="Your Name" error={errors.userName}>
        {(control) => <Input {...control} {...text("userName")} autoComplete="name" />}
      </FormField>

      <div className="grid gap-1.5">
        <span id={ratingLabelId} className="text-sm font-medium">
          Rating
        </span>
        <StarInput
          name="rating"
          value={values.rating}
          onChange={(rating) => set("rating", rating)}
          labelledBy={ratingLabelId}
          describedBy={errors.rating ? ratingErrorId : undefined}
        />
        {errors.rating && <FieldMessage id={ratingErrorId}>{errors.rating}</FieldMessage>}
      </div>

      <FormField id={`${id}-text`} label="Your Review" optional error={errors.reviewText}>
        {(control) => <Textarea {...control} {...text("reviewText")} />}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          Fish Caught <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {REVIEW_FISH_OPTIONS.map((fish) => (
            <div key={fish} className="flex items-center gap-2">
              <NativeCheckbox
                id={`${id}-fish-${fish}`}
                name="fishCaught"
                value={fish}
                checked={values.fishCaught.includes(fish)}
                onChange={(event) => toggleFish(fish, event.target.checked)}
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
          {(control) => <Input {...control} {...text("visitDate")} type="date" />}
        </FormField>
        <FormField id={`${id}-time`} label="Time Spent" optional error={errors.timeSpent}>
          {(control) => (
            <NativeSelect {...control} {...text("timeSpent")}>
              <option value="">Select time spent</option>
              {TIME_SPENT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <FormSubmitRow
        failed={initial?.failed}
        offlineNotice={
          (isOfflineFailure(submit.error) || isOfflineFailure(validation.failure)) &&
          "Not sent: you are offline. Your review is still in the form; send it again when you are back online."
        }
        pending={submit.isPending}
        label="Submit Review"
        pendingLabel="Submitting..."
      />
    </form>
  );
}
