/**
 * A mutation's `mutate` that drops a call while an earlier one is still out. A form's "pending"
 * state only changes once React re-renders, and a double click's second press can come before
 * that: with this, it sends nothing.
 */
export function oneAtATime<V>(
  mutate: (variables: V, options: { onSettled: () => void }) => void,
): (variables: V) => void {
  let out = false;
  return (variables) => {
    if (out) return;
    out = true;
    mutate(variables, {
      onSettled: () => {
        out = false;
      },
    });
  };
}
