import type { Database } from "../db/client.server";

// What this process keeps derived from the locations (the map's cluster index) hears of every
// location write made here through the same database handle, once it is committed. Writes by
// other processes are not seen here: see createMapIndex's recheckAfterMs (decision 021).

const listeners = new WeakMap<Database, Set<() => void>>();

/** Calls `listener` after each location write through `db`; returns a function that stops it. */
export function onLocationsChanged(db: Database, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Tells the listeners of `db` that locations changed. Call it after the transaction commits,
 * with the database the transaction was opened on: a transaction handle has no listeners.
 */
export function locationsChanged(db: Database): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
