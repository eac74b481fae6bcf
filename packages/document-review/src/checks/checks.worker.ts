// The whole document's checks off the main thread (decision 180): one message in, its findings out.
import type { CheckContext, CheckSegment } from './check-types.ts';
import { checkDocument } from './document-checks.ts';

export interface CheckRequest {
  id: number;
  segments: readonly CheckSegment[];
  context: CheckContext;
}

// The worker's global scope; typed narrowly so the package needs no WebWorker library in its TypeScript settings.
const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<CheckRequest>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({ id: data.id, findings: checkDocument(data.segments, data.context) });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
