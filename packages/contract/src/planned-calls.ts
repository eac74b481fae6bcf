// Calls the contract describes but the reference server does not serve yet. The OpenAPI document marks each
// with `x-lingua-status: planned`; a server test fails both when an unmarked call is not served and when a
// marked one is — so whoever serves one of these removes it from this list in the same change.
import type { CallName } from './calls.ts';

export const PLANNED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  // Spec 3 §7: a quote on a job request (staff-priced quotes).
  'acceptQuote',
  'rejectQuote',
  // Spec 3 §5, §7: media translation.
  'translateMediaFiles',
  'getDubbingVoices',
  // Spec 1 §7, spec 3 §7: procurement platform (TradeCentric) punch-out and sign-in.
  'punchout',
  'initializeLogIn',
]);

/** The OpenAPI extension that marks a planned call. */
export const PLANNED_STATUS_EXTENSION = 'x-lingua-status';
