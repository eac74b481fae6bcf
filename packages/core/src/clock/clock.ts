// One clock for every time-based rule (docs/architecture.md "Rules that hold everywhere"): session expiry and the
// client-side log rate limit read it, so unit tests can swap it with setClock() and the e2e suite can
// drive the browser's own clock (Playwright `page.clock`), which this default clock reads through.

export type TimerHandle = unknown;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

// Reads Date and window timers at call time (not at module load) so that a clock installed by
// Playwright before or after this module loads is always the one used.
const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let current: Clock = systemClock;

export function getClock(): Clock {
  return current;
}

/** Replaces the clock (tests); pass nothing to restore the system clock. */
export function setClock(clock?: Clock): void {
  current = clock ?? systemClock;
}
