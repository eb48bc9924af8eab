import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { useId } from "react";
import { Callout } from "#app/components/ui/callout";
import { type CatchLength, compareWithLimits } from "#core/catchLength";
import type { MinimumLengthRule } from "#core/catchLengthRules";

// The measured length in both units and how it compares with the chosen species' common rule.

const selectClass =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground disabled:opacity-50";

export function CatchResult({
  length,
  waiting,
  rules,
  rule,
  onRuleChange,
  disabled,
}: {
  length: CatchLength | null;
  /** Why there is no length yet. */
  waiting: string;
  rules: readonly MinimumLengthRule[];
  rule: MinimumLengthRule;
  onRuleChange: (id: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-4">
      <div role="status" className="min-h-16">
        {length ? (
          <p>
            <span className="block text-sm text-muted-foreground">Fish length</span>
            <span className="text-3xl font-bold text-primary">{length.inches.toFixed(1)} in</span>
            <span className="ml-2 text-lg font-semibold text-muted-foreground">
              {length.centimetres.toFixed(1)} cm
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{waiting}</p>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-species`} className="text-sm font-medium">
          Compare with
        </label>
        <select
          id={`${id}-species`}
          value={rule.id}
          onChange={(event) => onRuleChange(event.target.value)}
          disabled={disabled}
          aria-describedby={`${id}-measured`}
          className={selectClass}
        >
          {rules.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
        <p id={`${id}-measured`} className="text-xs text-muted-foreground">
          {rule.rule} Measure: {rule.measuredAs.toLowerCase()}.
        </p>
      </div>
      {length && <Verdict inches={length.inches} rule={rule} />}
    </div>
  );
}

function Verdict({ inches, rule }: { inches: number; rule: MinimumLengthRule }) {
  const shown = `${inches.toFixed(1)} in`;
  const check = compareWithLimits(inches, rule);
  const slot = rule.maxInches !== null;
  if (check === "noLimit")
    return (
      <Callout>
        <Info aria-hidden />
        <p>
          {rule.species}: commonly {rule.limit}.
        </p>
      </Callout>
    );
  if (check === "meets")
    return (
      <Callout variant="success">
        <CircleCheck aria-hidden />
        <p>
          <strong>{slot ? "Inside the slot." : "Meets the minimum."}</strong> {shown}{" "}
          {slot ? "is inside" : "meets"} {rule.limit} commonly set for {rule.species.toLowerCase()}.
        </p>
      </Callout>
    );
  return (
    <Callout variant="caution">
      <CircleAlert aria-hidden />
      <p>
        <strong>{check === "under" ? "Too short." : "Too long."}</strong> {shown} is{" "}
        {check === "under" ? "under" : "over"} {rule.limit} commonly set for {rule.species.toLowerCase()}.
      </p>
    </Callout>
  );
}
