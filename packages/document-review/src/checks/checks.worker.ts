// The whole document's checks off the main thread (decision 180): the document once, then only what changed.
import type { CheckContext, CheckSegment } from './check-types.ts';
import { CheckState } from './check-state.ts';

export type CheckRequest = { id: number } & ({ kind: 'all'; segments: readonly CheckSegment[]; context: CheckContext } | { kind: 'changes'; changes: readonly CheckSegment[] });

// The worker's global scope; typed narrowly so the package needs no WebWorker library in its TypeScript settings.
const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<CheckRequest>) => void) | null; postMessage(message: unknown): void };

const state = new CheckState();

scope.onmessage = ({ data }) => {
  try {
    if (data.kind === 'all') state.reset(data.segments, data.context);
    else if (!state.apply(data.changes)) throw new Error('The document changed shape; send it whole');
    scope.postMessage({ id: data.id, findings: state.findings() });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
