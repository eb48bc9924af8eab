import { FormField } from "#app/components/ui/form-field";
import { Textarea } from "#app/components/ui/input";
import { GUIDE_LIMITS } from "#core/guideChoices";

const MAX = GUIDE_LIMITS.about.max;

/** The guide's own text, with how much of the 600 characters is used (docs/product.md "Guide application"). */
export function AboutField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const used = value.trim().length;
  return (
    <FormField
      id={id}
      label="About your trips"
      hint={`What you fish for, where and when, what a trip includes. ${GUIDE_LIMITS.about.min} to ${MAX} characters, no links (your website has its own field).`}
      error={error}
    >
      {(control) => (
        <>
          <Textarea
            {...control}
            name="about"
            rows={6}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="aria-[invalid=true]:border-destructive"
          />
          <p
            className={`text-right text-xs ${used > MAX ? "font-medium text-destructive" : "text-muted-foreground"}`}
          >
            {`${used} / ${MAX} characters`}
          </p>
        </>
      )}
    </FormField>
  );
}
