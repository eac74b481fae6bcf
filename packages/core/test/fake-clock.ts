// A manual clock for tests: time moves only when advance() is called, firing due timers in order.
import type { Clock, TimerHandle } from '../src/clock/clock.ts';

interface Timer {
  id: number;
  due: number;
  callback: () => void;
}

export class FakeClock implements Clock {
  private time: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start = Date.UTC(2026, 0, 1, 9, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.push({ id, due: this.time + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      const next = this.timers.filter((timer) => timer.due <= target).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.timers = this.timers.filter((timer) => timer !== next);
      this.time = next.due;
      next.callback();
    }
    this.time = target;
  }
}
