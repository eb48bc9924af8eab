import { vi } from "vitest";

// A test that depends on today (its tides, month, season or year) fixes the clock instead of
// reading the calendar (style.md 18). Only Date is faked: the server under test, its sockets,
// timers and database run as usual, and the clock runs on from `instant` as real time passes, so
// waits and timeouts still end. The database keeps its own clock: a row whose day matters gets
// that day written into it, not left to the database's now().

/** Sets the clock to `instant` (an ISO time with its offset, e.g. "2027-01-09T20:00:00Z"). */
export function fixClock(instant: string): void {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
}

/** Gives the clock back to the calendar. */
export function releaseClock(): void {
  vi.useRealTimers();
}
