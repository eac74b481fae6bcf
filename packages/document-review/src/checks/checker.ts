// The document's checks in a Web Worker (decision 180): 20,000 segments and their consistency groups take longer
// than a frame, so typing never waits for them. The worker keeps the document it was sent (check-state.ts); a later
// run sends only the segments that changed, so neither the copy to the worker nor the checks grow with the
// document. Where no worker can start (jsdom, a test, a browser refusing it) the same checks run on the main
// thread; the answer is the same either way.
import type { CheckContext, CheckFinding, CheckSegment } from './check-types.ts';
import { sameSegment } from './check-state.ts';
import type { CheckRequest } from './checks.worker.ts';
import { checkDocument } from './document-checks.ts';

type Answer = { id: number; findings: CheckFinding[] } | { id: number; error: string };
type Waiting = { resolve: (f: CheckFinding[]) => void; reject: (e: Error) => void; run: () => CheckFinding[]; resend?: () => void };

export interface DocumentChecker {
  /** Every finding of the document; an earlier call still running is answered too, in its turn. */
  checkAll(segments: readonly CheckSegment[], context: CheckContext): Promise<CheckFinding[]>;
  /** Ends the worker; what it was still asked and later calls run on the main thread. */
  dispose(): void;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./checks.worker.ts', import.meta.url), { type: 'module', name: 'document-checks' });
  } catch {
    return null;
  }
}

/** The segments that differ from those the worker holds, or null when it must be sent the whole document. */
function changesSince(held: { segments: readonly CheckSegment[]; context: CheckContext } | null, segments: readonly CheckSegment[], context: CheckContext): CheckSegment[] | null {
  if (!held || held.context !== context || held.segments.length !== segments.length) return null;
  const changes: CheckSegment[] = [];
  for (let i = 0; i < segments.length; i++) {
    if (segments[i]!.position !== held.segments[i]!.position) return null;
    if (!sameSegment(segments[i]!, held.segments[i]!)) changes.push(segments[i]!);
  }
  return changes;
}

export function createDocumentChecker(): DocumentChecker {
  let worker = startWorker();
  let next = 0;
  let held: { segments: readonly CheckSegment[]; context: CheckContext } | null = null;
  const waiting = new Map<number, Waiting>();
  const fallBack = () => {
    worker?.terminate();
    worker = null;
    // A worker that failed to load answers nothing: what it was asked runs here instead.
    for (const [id, w] of waiting) {
      waiting.delete(id);
      try {
        w.resolve(w.run());
      } catch (error) {
        w.reject(error as Error);
      }
    }
  };
  const send = (segments: readonly CheckSegment[], context: CheckContext, w: Omit<Waiting, 'resend'>) => {
    const id = ++next;
    const changes = changesSince(held, segments, context);
    held = { segments: [...segments], context };
    // A run of changes the worker could not place is sent again whole.
    waiting.set(id, { ...w, ...(changes ? { resend: () => ((held = null), send(segments, context, w)) } : {}) });
    const request: CheckRequest = changes ? { id, kind: 'changes', changes } : { id, kind: 'all', segments, context };
    worker!.postMessage(request);
  };
  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<Answer>) => {
      const w = waiting.get(data.id);
      if (!w) return;
      waiting.delete(data.id);
      if ('findings' in data) w.resolve(data.findings);
      else if (w.resend) w.resend();
      else w.reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
  }
  return {
    checkAll(segments, context) {
      const run = () => checkDocument(segments, context);
      if (!worker) return Promise.resolve().then(run);
      return new Promise<CheckFinding[]>((resolve, reject) => send(segments, context, { resolve, reject, run }));
    },
    dispose: fallBack,
  };
}
