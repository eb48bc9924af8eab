import * as React from "react";

// docs/product.md "Toasts": at most one toast visible; a dismissed toast is removed after 1,000,000 ms
// (it stays mounted for its exit animation and screen readers long after it is hidden).
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastData = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: "default" | "destructive";
  open: boolean;
};

type State = { toasts: ToastData[] };

let count = 0;
let memoryState: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: State) {
  memoryState = next;
  for (const listener of listeners) listener(memoryState);
}

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  removeTimeouts.set(
    id,
    setTimeout(() => {
      removeTimeouts.delete(id);
      setState({ toasts: memoryState.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  for (const t of memoryState.toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  setState({ toasts: memoryState.toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)) });
}

export function toast(props: Omit<ToastData, "id" | "open">) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  setState({ toasts: [{ ...props, id, open: true }, ...memoryState.toasts].slice(0, TOAST_LIMIT) });
  return { id, dismiss: () => dismissToast(id) };
}

/** Calls `listener` at every change of the toasts; returns the function that stops it. */
export function subscribeToToasts(listener: (toasts: ToastData[]) => void): () => void {
  const onState = (state: State) => listener(state.toasts);
  listeners.add(onState);
  return () => {
    listeners.delete(onState);
  };
}

export function useToasts(): ToastData[] {
  const [state, set] = React.useState(memoryState);
  React.useEffect(() => {
    listeners.add(set);
    return () => {
      listeners.delete(set);
    };
  }, []);
  return state.toasts;
}
