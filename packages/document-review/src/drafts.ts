// Unsaved targets kept in this browser per request and file (decision 179): written with every change before the
// save starts, removed once the server holds them, read when the editor opens, so a tab closed mid-save loses
// nothing. They are laid over the server's segments only where the server still holds what they were typed over.
// The person's "last review" marker lives beside them (the filter "changed since my last review").

export interface Draft {
  /** The document's version the targets were typed on. */
  version: number;
  /** Position → [target typed, the saved target it was typed over]. */
  targets: Record<string, [string, string]>;
}

const key = (kind: 'draft' | 'review', jobRequestId: string, fileKey: string, who = '') => `lingua.documentReview.${kind}.${who}${jobRequestId}.${fileKey}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (a sandboxed frame): the editor works, only without the safety net.
    return null;
  }
}

export function readDraft(jobRequestId: string, fileKey: string): Draft | null {
  try {
    const raw = storage()?.getItem(key('draft', jobRequestId, fileKey));
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft.version === 'number' && typeof draft.targets === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(jobRequestId: string, fileKey: string, draft: Draft | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (!draft || Object.keys(draft.targets).length === 0) s.removeItem(key('draft', jobRequestId, fileKey));
    else s.setItem(key('draft', jobRequestId, fileKey), JSON.stringify(draft));
  } catch {
    // Full storage: the save itself is still under way.
  }
}

/**
 * The drafts to lay over a freshly read document: a draft whose base is still the server's text comes back; one
 * typed over a text someone has changed since comes back too, as a conflict the person resolves.
 */
export function draftTargets(draft: Draft | null, saved: readonly { position: number; target: string }[]): { restored: Map<number, string>; clashes: number[] } {
  const restored = new Map<number, string>();
  const clashes: number[] = [];
  if (!draft) return { restored, clashes };
  for (const [p, [typed, base]] of Object.entries(draft.targets)) {
    const position = Number(p);
    const now = saved[position]?.target;
    if (now === undefined || now === typed) continue;
    restored.set(position, typed);
    if (now !== base) clashes.push(position);
  }
  return { restored, clashes };
}

export function readLastReview(who: string, jobRequestId: string, fileKey: string): string | null {
  try {
    return storage()?.getItem(key('review', jobRequestId, fileKey, `${who}.`)) ?? null;
  } catch {
    return null;
  }
}

export function writeLastReview(who: string, jobRequestId: string, fileKey: string, at: string): void {
  try {
    storage()?.setItem(key('review', jobRequestId, fileKey, `${who}.`), at);
  } catch {
    // Without storage the marker lasts as long as the page.
  }
}
