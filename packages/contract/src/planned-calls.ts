// Calls the contract describes but the reference server does not serve yet. The OpenAPI document marks each
// with `x-lingua-status: planned`; a server test fails both when an unmarked call is not served and when a
// marked one is — so whoever serves one of these removes it from this list in the same change.
import type { CallName } from './calls.ts';

// Empty today: every call of the contract is served. A call added before its server side lands goes here.
export const PLANNED_CALLS: ReadonlySet<CallName> = new Set<CallName>([]);

/** The OpenAPI extension that marks a planned call. */
export const PLANNED_STATUS_EXTENSION = 'x-lingua-status';
