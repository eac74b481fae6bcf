// Calls the contract describes but the reference server does not serve yet. The OpenAPI document marks each
// with `x-lingua-status: planned`; a server test fails both when an unmarked call is not served and when a
// marked one is — so whoever serves one of these removes it from this list in the same change.
import type { CallName } from './calls.ts';

// A call added before its server side lands goes here: the document review's file versions (decision 173).
export const PLANNED_CALLS: ReadonlySet<CallName> = new Set<CallName>(['rebuildDocument', 'getDocumentVersions', 'getDocumentVersionDownloadUrl']);

/** The OpenAPI extension that marks a planned call. */
export const PLANNED_STATUS_EXTENSION = 'x-lingua-status';
