// Session expiry (spec 1 §4, §9): a warning after an hour idle, sign-out 30 s later, a stale stored time signs out
// at load. The pages of one browser share one watcher's state: activity, "I'm here" and sign-out count in all.
import {
  SESSION_INACTIVITY_LIMIT_MS as CONTRACT_INACTIVITY_LIMIT_MS,
  SESSION_WARNING_GRACE_MS as CONTRACT_WARNING_GRACE_MS,
} from '@lingua/contract';
import { createStore } from 'zustand/vanilla';
import { getClock } from '../clock/clock.ts';
import type { TimerHandle } from '../clock/clock.ts';
import { clearLastActivity, readLastActivity, storeLastActivity } from './last-activity.ts';

export const SESSION_INACTIVITY_LIMIT_MS: number = CONTRACT_INACTIVITY_LIMIT_MS;
export const SESSION_WARNING_GRACE_MS: number = CONTRACT_WARNING_GRACE_MS;
export const SESSION_CHANNEL_NAME = 'lingua.session';

/** A mousemove stream costs one message per interval; the hour is off by this much at worst. */
export const ACTIVITY_SHARE_INTERVAL_MS = 5_000;

/** Held by the page signing out: pages whose hour ends together would all start the provider's sign-out, and all
 * but the first end on its "xsrf token invalid" page. */
export const SIGN_OUT_LOCK_NAME = 'lingua.session.sign-out';
const SIGN_OUT_LOCK_HOLD_MS = 10_000;

type SessionMessage = { type: 'activity'; at: number } | { type: 'confirm'; at: number } | { type: 'expired' };

/** DOM events that count as activity (spec 1 §4: mouse, key, scroll; touch for touch screens). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

export interface SessionExpiryState {
  warning: boolean;
  deadline: number | null;
}

export const sessionExpiryStore = createStore<SessionExpiryState>()(() => ({ warning: false, deadline: null }));

export interface SessionExpiryOptions {
  onExpire: () => void | Promise<void>;
  /** Follows a sign-out by another page of the browser (default onExpire): the session is gone, forget it here. */
  onExpiredElsewhere?: () => void | Promise<void>;
  target?: Window;
  /** The hour counts from the sign-in the loader saw, not from when this code arrived (decision 172). */
  activeSince?: number;
}

let current: SessionWatcher | null = null;

export function confirmPresence(): void {
  current?.confirm();
}

export function isSessionExpiryWatching(): boolean {
  return current !== null;
}

export function startSessionExpiry(options: SessionExpiryOptions): () => void {
  current?.stop();
  const watcher = new SessionWatcher(options);
  current = watcher;
  watcher.start();
  return () => watcher.stop();
}

class SessionWatcher {
  private readonly clock = getClock();
  private readonly options: SessionExpiryOptions;
  private readonly target: Window;
  private lastActivity: number;
  private timer: TimerHandle | null = null;
  private stopped = false;
  private sharedAt = Number.NEGATIVE_INFINITY;
  // Spec 1 §4 "activity in any tab counts" (decision 104): without a channel (old browsers) each page alone.
  private readonly channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;

  constructor(options: SessionExpiryOptions) {
    this.options = options;
    this.target = options.target ?? window;
    this.lastActivity = Math.min(options.activeSince ?? Number.POSITIVE_INFINITY, this.clock.now());
  }

  start(): void {
    const stored = readLastActivity();
    if (stored !== null && this.clock.now() - stored > SESSION_INACTIVITY_LIMIT_MS) return this.expire();
    // Capture phase and passive: scroll does not bubble, and a widget inside a shadow root still counts.
    for (const type of ACTIVITY_EVENTS) this.target.addEventListener(type, this.onActivity, { capture: true, passive: true });
    this.target.addEventListener('pagehide', this.onPageClose);
    this.target.addEventListener('beforeunload', this.onPageClose);
    this.channel?.addEventListener('message', this.onMessage as EventListener);
    this.setTimer(this.check, Math.max(0, SESSION_INACTIVITY_LIMIT_MS - (this.clock.now() - this.lastActivity)));
  }

  stop = (): void => {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    for (const type of ACTIVITY_EVENTS) this.target.removeEventListener(type, this.onActivity, true);
    this.target.removeEventListener('pagehide', this.onPageClose);
    this.target.removeEventListener('beforeunload', this.onPageClose);
    this.channel?.removeEventListener('message', this.onMessage as EventListener);
    this.channel?.close();
    sessionExpiryStore.setState({ warning: false, deadline: null });
    if (current === this) current = null;
  };

  confirm(): void {
    if (this.stopped) return;
    const at = this.clock.now();
    this.present(at);
    this.tell({ type: 'confirm', at });
  }

  private tell(message: SessionMessage): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      // A closed channel: this page is stopping anyway.
    }
  }

  private setTimer(callback: () => void, ms: number): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(callback, ms);
  }

  private follow(): void {
    this.stop();
    void (this.options.onExpiredElsewhere ?? this.options.onExpire)();
  }

  private signOutHere(): void | Promise<void> {
    // One sign-out: the other pages follow without signing out again (told before stop closes the channel).
    this.tell({ type: 'expired' });
    this.stop();
    clearLastActivity();
    return this.options.onExpire();
  }

  private expire = (): void => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) {
      void this.signOutHere();
      return;
    }
    // The page taking the lock signs out; one finding it taken follows.
    void locks.request(SIGN_OUT_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return this.follow();
      const held = new Promise<void>((resolve) => this.clock.setTimeout(resolve, SIGN_OUT_LOCK_HOLD_MS));
      await Promise.race([Promise.resolve(this.signOutHere()).then(() => held), held]);
    });
  };

  // Activity only records a time; the timer re-checks when it fires, so a mousemove costs no timer churn.
  private check = (): void => {
    const idle = this.clock.now() - this.lastActivity;
    if (idle < SESSION_INACTIVITY_LIMIT_MS) return this.setTimer(this.check, SESSION_INACTIVITY_LIMIT_MS - idle);
    sessionExpiryStore.setState({ warning: true, deadline: this.clock.now() + SESSION_WARNING_GRACE_MS });
    this.setTimer(this.expire, SESSION_WARNING_GRACE_MS);
  };

  private onActivity = (): void => {
    // While the warning shows only the button proves presence (spec 1 §4).
    if (sessionExpiryStore.getState().warning) return;
    this.lastActivity = this.clock.now();
    if (this.lastActivity - this.sharedAt < ACTIVITY_SHARE_INTERVAL_MS) return;
    this.sharedAt = this.lastActivity;
    this.tell({ type: 'activity', at: this.lastActivity });
    // Also for a page opened meanwhile: the last close's time alone would be old while another page is in use.
    storeLastActivity(this.lastActivity);
  };

  private onPageClose = (): void => storeLastActivity(this.lastActivity);

  private present(at: number): void {
    this.lastActivity = Math.max(this.lastActivity, at);
    sessionExpiryStore.setState({ warning: false, deadline: null });
    this.setTimer(this.check, Math.max(0, SESSION_INACTIVITY_LIMIT_MS - (this.clock.now() - this.lastActivity)));
  }

  private onMessage = (event: MessageEvent<SessionMessage>): void => {
    if (this.stopped) return;
    const message = event.data;
    if (message?.type === 'activity') {
      if (!sessionExpiryStore.getState().warning) this.lastActivity = Math.max(this.lastActivity, message.at);
    } else if (message?.type === 'confirm') {
      this.present(message.at);
    } else if (message?.type === 'expired') {
      this.follow();
    }
  };
}
