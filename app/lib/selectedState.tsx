import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { DEFAULT_STATE, selectedStateCookie, US_STATES } from "#core/states";
import { readStorage, STORAGE_KEYS, tryWriteStorage } from "./storage";

// docs/product.md "State selector": the chosen state lives in local storage (selectedState) and is
// mirrored in a cookie that the server reads (core/states.ts), so it renders that state's lists.
export { SELECTED_STATE_COOKIE, selectedStateFromCookie } from "#core/states";

function writeCookie(state: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie, made by the cookie package, is all the server reads
  document.cookie = selectedStateCookie(state);
}

type SelectedState = { selectedState: string; setSelectedState: (state: string) => void };

const SelectedStateContext = createContext<SelectedState>({
  selectedState: DEFAULT_STATE,
  setSelectedState: () => {},
});

export function SelectedStateProvider({ initial, children }: { initial: string; children: React.ReactNode }) {
  const [selectedState, setState] = useState(initial);
  const revalidator = useRevalidator();

  const apply = useCallback(
    (state: string) => {
      setState(state);
      tryWriteStorage(STORAGE_KEYS.selectedState, state);
      writeCookie(state);
      revalidator.revalidate();
    },
    [revalidator],
  );

  // The preference is read at start-up; local storage is the source of truth.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = readStorage(STORAGE_KEYS.selectedState);
    if (stored && stored !== initial && (US_STATES as readonly string[]).includes(stored)) apply(stored);
    else if (!stored) tryWriteStorage(STORAGE_KEYS.selectedState, initial);
  }, [apply, initial]);

  return (
    <SelectedStateContext.Provider value={{ selectedState, setSelectedState: apply }}>
      {children}
    </SelectedStateContext.Provider>
  );
}

export function useSelectedState(): SelectedState {
  return useContext(SelectedStateContext);
}
