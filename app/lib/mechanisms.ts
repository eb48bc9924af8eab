import type { Mechanism } from "#core/mechanisms";

// VITE_WITHOUT_MECHANISMS (comma-separated) is read when the site is built; only the bench's
// variant builds set it (core/mechanisms.ts).
const left = new Set((import.meta.env.VITE_WITHOUT_MECHANISMS ?? "").split(","));

/** Whether this build uses the mechanism: every build does, except a bench's build without it. */
export function uses(mechanism: Mechanism): boolean {
  return !left.has(mechanism);
}
