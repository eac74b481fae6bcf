// The document's checks in a Web Worker (decision 180): 20,000 segments and their consistency groups take longer
// than a frame, so typing never waits for them. Where no worker can start (jsdom, a test, a browser refusing
// it) the same checks run on the main thread; the answer is the same either way.
import type { CheckContext, CheckFinding, CheckSegment } from './check-types.ts';
import type { CheckRequest } from './checks.worker.ts';
import { checkDocument } from './document-checks.ts';

type Answer = { id: number; findings: CheckFinding[] } | { id: number; error: string };

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

export function createDocumentChecker(): DocumentChecker {
  let worker = startWorker();
  let next = 0;
  const waiting = new Map<number, { resolve: (f: CheckFinding[]) => void; reject: (e: Error) => void; run: () => CheckFinding[] }>();
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
  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<Answer>) => {
      const w = waiting.get(data.id);
      if (!w) return;
      waiting.delete(data.id);
      if ('error' in data) w.reject(new Error(data.error));
      else w.resolve(data.findings);
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
      const id = ++next;
      return new Promise<CheckFinding[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject, run });
        worker!.postMessage({ id, segments, context } satisfies CheckRequest);
      });
    },
    dispose: fallBack,
  };
}
