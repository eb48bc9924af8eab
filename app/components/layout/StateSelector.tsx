import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { useSelectedState } from "~/lib/selectedState";
import { US_STATES } from "../../../core/states";

// Spec 2: all 50 states, Oregon first; placeholder "Select a state"; list at most 15rem high.
export function StateSelector() {
  const { selectedState, setSelectedState } = useSelectedState();
  return (
    <Select value={selectedState} onValueChange={setSelectedState}>
      <SelectTrigger className="w-[8.5rem] sm:w-40 [&>span]:truncate" aria-label="State">
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
