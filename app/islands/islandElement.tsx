import { type ComponentType, StrictMode, useEffect } from "react";

// One island's React tree, the same on the server and in the browser: the server renders it as a
// root of its own (app/components/layout/Island.tsx) and the browser hydrates that root
// (hydrate.tsx), so ids made by useId match, and the island can read nothing but its props.

/** Calls `done` once its children are committed: the island is live. */
function Committed({ done, children }: { done: () => void; children: React.ReactNode }) {
  useEffect(() => done(), [done]);
  return children;
}

export function islandElement(
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  done: () => void = () => {},
) {
  return (
    <StrictMode>
      <Committed done={done}>
        <Component {...props} />
      </Committed>
    </StrictMode>
  );
}
