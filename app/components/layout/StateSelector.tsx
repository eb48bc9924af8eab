import { ChevronDown } from "lucide-react";
import type { KeyboardEvent } from "react";
import { SELECT_TRIGGER_CLASS } from "#app/components/ui/select-trigger";
import { cn } from "#app/lib/cn";
import { onDemand, useOnDemand } from "#app/lib/onDemand";
import { useSelectedState } from "#app/lib/selectedStateContext";

const stateMenu = onDemand(() => import("./StateSelectMenu"));

/** Where the trigger sits in the header: narrow on phones, the truncated name inside. */
export const STATE_TRIGGER_CLASS = "w-[8.5rem] sm:w-40 [&>span]:truncate";

// Keys that open a listbox from its combobox (WAI-ARIA select-only combobox; Radix Select).
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp"]);

// docs/product.md "State selector": all 50 states, Oregon first; placeholder "Select a state";
// list at most 15rem high.
// Every page shows the chosen state; the list (Radix Select) loads when a visitor reaches for it.
export function StateSelector() {
  const { selectedState, setSelectedState } = useSelectedState();
  const [Menu, request] = useOnDemand(stateMenu);
  if (Menu) return <Menu value={selectedState} onValueChange={setSelectedState} />;
  const open = (event?: KeyboardEvent) => {
    event?.preventDefault();
    request();
  };
  return (
    // The same button the Select draws, closed, showing the chosen state.
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label="State"
      data-state="closed"
      className={cn(SELECT_TRIGGER_CLASS, STATE_TRIGGER_CLASS)}
      onPointerEnter={stateMenu.preload}
      onFocus={stateMenu.preload}
      onClick={() => open()}
      onKeyDown={(event) => {
        if (OPENING_KEYS.has(event.key)) open(event);
      }}
    >
      <span style={{ pointerEvents: "none" }}>{selectedState || "Select a state"}</span>
      <ChevronDown className="size-4 opacity-70" aria-hidden />
    </button>
  );
}
