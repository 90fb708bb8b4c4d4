/**
 * "Now", injected. Anything that depends on the current time (reminders, retention, expiry, due dates)
 * reads `clock.now()` from its deps instead of `new Date()`, so tests move time instead of waiting
 * (docs/contributing.md, 'Time').
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts where it is told and moves only when asked. */
export function createManualClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to);
    },
    advance(milliseconds: number) {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;
