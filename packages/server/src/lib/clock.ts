// One clock for every time-based rule (code expiry, quote deadlines, upload policies) so tests can set it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  #t: number;
  constructor(start: Date | number = Date.now()) {
    this.#t = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.#t);
  }
  set(at: Date | number): void {
    this.#t = typeof at === 'number' ? at : at.getTime();
  }
  advance(ms: number): void {
    this.#t += ms;
  }
}
