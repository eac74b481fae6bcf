// The last-activity timestamp of spec 1 §4: stored in localStorage when the page closes, read at the next
// load (older than 1 hour → sign out), cleared at sign-in.

/** localStorage key of the last-activity timestamp (milliseconds since the epoch, as a decimal string). */
export const LAST_ACTIVITY_STORAGE_KEY = 'lingua.lastActivity';

export function storeLastActivity(timestamp: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(timestamp));
  } catch {
    // Storage disabled: the load-time check then simply has nothing to compare.
  }
}

export function readLastActivity(): number | null {
  try {
    const raw = window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Clears the stored timestamp (at sign-in). */
export function clearLastActivity(): void {
  try {
    window.localStorage.removeItem(LAST_ACTIVITY_STORAGE_KEY);
  } catch {
    // See storeLastActivity.
  }
}
