import { CheckCircle2 } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Callout } from "#app/components/ui/callout";
import { FormField } from "#app/components/ui/form-field";
import { Textarea } from "#app/components/ui/input";
import { TEAM_NOTE_LENGTH } from "#core/schemas";
import { CsrfField } from "./CsrfField";
import { consoleTime } from "./consoleTime";

// docs/product.md "Operator console": the spot's team note, beside its record on the edit page.
// A plain post as every console form; Remove skips the browser's check of the text it discards.

export const TEAM_NOTE_SAVED = "Note saved. The Fishing Tips tab shows it now.";
export const TEAM_NOTE_REMOVED = "Note removed. The Fishing Tips tab no longer shows it.";
export const TEAM_NOTE_REFUSED = "The note needs another look. Nothing was saved.";

export type TeamNoteFailure = { text: string; error: string };

export function TeamNoteForm({
  note,
  saved,
  failed,
  busy,
}: {
  note: { text: string; updatedBy: string; updatedAt: string | Date } | null;
  saved: "note" | "note-removed" | null;
  /** A refused post: what was typed and why. */
  failed: TeamNoteFailure | null;
  busy: boolean;
}) {
  return (
    <section
      id="team-note"
      aria-labelledby="team-note-heading"
      className="mt-10 grid gap-3 rounded-lg border p-4"
    >
      <div>
        <h2 id="team-note-heading" className="text-lg font-semibold">
          Team note on the Fishing Tips tab
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {`Shown first on the spot's Fishing Tips tab, marked From our team. Plain text, ${TEAM_NOTE_LENGTH.min} to ${TEAM_NOTE_LENGTH.max} characters, no links.`}
        </p>
        {note && (
          <p className="mt-1 text-sm text-muted-foreground">
            {`Last written by ${note.updatedBy}, ${consoleTime(note.updatedAt)}.`}
          </p>
        )}
      </div>
      {saved && !failed && (
        <Callout variant="success" role="status">
          <CheckCircle2 aria-hidden />
          <p>{saved === "note" ? TEAM_NOTE_SAVED : TEAM_NOTE_REMOVED}</p>
        </Callout>
      )}
      {failed && (
        <p role="alert" className="font-medium text-destructive">
          {TEAM_NOTE_REFUSED}
        </p>
      )}
      <Form method="post" className="grid gap-3">
        <CsrfField />
        <FormField id="team-note-text" label="Note" error={failed?.error}>
          {(control) => (
            <Textarea
              {...control}
              name="note"
              required
              minLength={TEAM_NOTE_LENGTH.min}
              maxLength={TEAM_NOTE_LENGTH.max}
              rows={4}
              defaultValue={failed?.text ?? note?.text ?? ""}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save-note" disabled={busy}>
            {note ? "Save note" : "Add note"}
          </Button>
          {note && (
            <Button
              type="submit"
              name="intent"
              value="remove-note"
              variant="outline"
              formNoValidate
              disabled={busy}
            >
              Remove note
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}
