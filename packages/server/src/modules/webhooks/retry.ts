// When a failed delivery is tried again (decision 136): exponential backoff from WEBHOOK_RETRY_BASE_MS (30 s),
// doubling up to 4 hours between attempts, each delay drawn ±20 % (jitter, so a receiver that comes back is not
// hit by every queued delivery at the same instant); attempts stop once the next one would fall past the window
// (WEBHOOK_RETRY_WINDOW_MS, a day) after the first: about 15 attempts.
const MAX_DELAY_MS = 4 * 60 * 60 * 1000;

export function retryDelayMs(attemptsMade: number, baseMs: number, random: () => number = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attemptsMade - 1), MAX_DELAY_MS);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/** The next attempt's time, or null when the delivery has had its day. */
export function nextAttemptAt(firstAttemptAt: Date, now: Date, attemptsMade: number, config: { retryBaseMs: number; retryWindowMs: number }, random?: () => number): Date | null {
  const next = now.getTime() + retryDelayMs(attemptsMade, config.retryBaseMs, random);
  return next - firstAttemptAt.getTime() > config.retryWindowMs ? null : new Date(next);
}
