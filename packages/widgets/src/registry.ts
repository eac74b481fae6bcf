// The one list of embeddable elements: each tag and the chunk entry that defines it. The chunk build takes
// its inputs from here and the loader build its tag → file map, so the two can never disagree.

export interface WidgetEntry {
  tag: `lingua-${string}`;
  /** Chunk name (output file prefix under dist/chunks/). */
  chunk: string;
  /** Entry module, relative to the widgets package root. */
  entry: string;
}

/** Every element the loader knows. Feature issues add their elements here. */
export const WIDGETS: readonly WidgetEntry[] = [
  { tag: 'lingua-sign-in-status', chunk: 'sign-in-status', entry: 'src/elements/sign-in-status/sign-in-status.element.ts' },
  { tag: 'lingua-session-badge', chunk: 'session-badge', entry: 'src/elements/session-badge/session-badge.element.ts' },
  { tag: 'lingua-account-settings', chunk: 'account-settings', entry: '../settings/src/account-settings/account-settings.element.ts' },
  { tag: 'lingua-sign-up', chunk: 'sign-up', entry: '../account/src/sign-up/sign-up.element.ts' },
  { tag: 'lingua-machine-translation', chunk: 'machine-translation', entry: '../machine-translation/src/page/machine-translation.element.ts' },
  { tag: 'lingua-mt-text', chunk: 'mt-text', entry: '../machine-translation/src/text-translation/text-translation.element.ts' },
  { tag: 'lingua-mt-file', chunk: 'mt-file', entry: '../machine-translation/src/file-translation/file-translation.element.ts' },
  { tag: 'lingua-mt-media', chunk: 'mt-media', entry: '../machine-translation/src/media-translation/media-translation.element.ts' },
  { tag: 'lingua-quote-request', chunk: 'quote-request', entry: '../quote-request/src/quote-request/quote-request.element.ts' },
  { tag: 'lingua-auto-quote', chunk: 'auto-quote', entry: '../auto-quote/src/auto-quote-review/auto-quote.element.ts' },
  { tag: 'lingua-dashboard', chunk: 'dashboard', entry: '../dashboards/src/dashboard.element.ts' },
  { tag: 'lingua-coupa-requests', chunk: 'coupa-requests', entry: '../procurement/src/coupa-requests.element.ts' },
  { tag: 'lingua-notices', chunk: 'notices', entry: '../account/src/notices/notices.element.ts' },
  { tag: 'lingua-reports', chunk: 'reports', entry: '../reports/src/area/reports.element.ts' },
  { tag: 'lingua-document-review', chunk: 'document-review', entry: '../document-review/src/document-review.element.ts' },
  { tag: 'lingua-request-thread', chunk: 'request-thread', entry: '../conversations/src/request-thread.element.ts' },
];
