import type { Database } from "#server/db/client.server";

// The location writers (import, create, approve) say so here once they have committed, for the
// database handle they wrote through. createServices passes it on as a "locations" data change
// (server/dataChanges.ts): this process's caches, the map's cluster index among them, drop what
// they keep, and other processes hear of it through the change feed (decisions 018 and 021).

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
