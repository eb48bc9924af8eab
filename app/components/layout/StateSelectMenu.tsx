import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select";
import { US_STATES } from "#core/states";
import { STATE_TRIGGER_CLASS } from "./StateSelector";

/** The state list itself, loaded on demand by StateSelector and open as it arrives. */
export default function StateSelectMenu({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Select defaultOpen value={value} onValueChange={onValueChange}>
      <SelectTrigger className={STATE_TRIGGER_CLASS} aria-label="State">
        <SelectValue placeholder="Select a state" />
      </SelectTrigger>
      <SelectContent className="max-h-[15rem]">
        {US_STATES.map((state) => (
          <SelectItem key={state} value={state}>
            {state}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
