import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { DECISION_NOTE_LENGTH } from "#core/schemas";
import { CsrfField } from "./CsrfField";

// An operator's three decisions on a review, each a plain form post
// (docs/product.md "Operator console"): publish, hide with a reason, or delete after a second press.

export function ReviewDecisions({ reviewId, status }: { reviewId: number; status: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("reviewId") === String(reviewId);
  return (
    <div className="grid gap-3 md:grid-cols-[auto_1fr_auto] md:items-end">
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="reviewId" value={reviewId} />
        <Button type="submit" name="intent" value="publish" disabled={busy}>
          {status === "published" ? "Keep published" : "Publish"}
        </Button>
      </Form>
      {status !== "hidden" && (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <CsrfField />
          <input type="hidden" name="reviewId" value={reviewId} />
          <label className="grid min-w-48 flex-1 gap-1 text-sm font-medium">
            Reason for hiding
            <Input
              name="reason"
              required
              minLength={DECISION_NOTE_LENGTH.min}
              maxLength={DECISION_NOTE_LENGTH.max}
              placeholder="e.g. Advertising"
            />
          </label>
          <Button type="submit" name="intent" value="hide" variant="secondary" disabled={busy}>
            Hide
          </Button>
        </Form>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium text-destructive">Delete…</summary>
        <Form method="post" className="mt-2 grid gap-2">
          <CsrfField />
          <input type="hidden" name="reviewId" value={reviewId} />
          <p>This removes the review for good.</p>
          <Button type="submit" name="intent" value="delete" variant="destructive" disabled={busy}>
            Delete review
          </Button>
        </Form>
      </details>
    </div>
  );
}
