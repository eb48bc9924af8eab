import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A form's validation (zod and the shared schemas, about 27 kB gzipped) is not part of its page's
 * first load: it is fetched when the form is shown and awaited on submit (decision 023).
 * `validate` runs `check` with the loaded module; while one runs, a second submit gets
 * undefined, so a form is never sent twice. A failed download (no network) is kept in
 * `failure` for the form to say so; the next submit tries again.
 */
export function useDeferredValidation<M>(load: () => Promise<M>) {
  const [failure, setFailure] = useState<unknown>(null);
  const running = useRef(false);
  useEffect(() => {
    load().catch(() => {});
  }, [load]);
  const validate = useCallback(
    async <R>(check: (module: M) => R): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      try {
        const module = await load();
        setFailure(null);
        return check(module);
      } catch (error) {
        setFailure(error);
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [load],
  );
  return { validate, failure };
}
