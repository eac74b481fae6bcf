// The checks kept between runs: after edits, the findings are those of checking the document afresh; the checker
// sends a worker only what changed, and the whole document again when it changed shape or context.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckContext, CheckSegment } from './check-types.ts';
import { CheckState } from './check-state.ts';
import { createDocumentChecker } from './checker.ts';
import type { CheckRequest } from './checks.worker.ts';
import { checkDocument } from './document-checks.ts';

const context: CheckContext = { sourceLanguage: 'enu', targetLanguage: 'esn', glossary: [{ source: 'file', target: 'archivo' }], ignoreIdentical: [], dismissed: new Set() };
const doc: CheckSegment[] = Array.from({ length: 12 }, (_, i) => ({ position: i, source: `Save the file ${i % 3}.`, target: `Guarde el archivo ${i % 3}.`, tags: '', style: { kind: 'paragraph' } }));
const edit = (segments: readonly CheckSegment[], position: number, target: string) => segments.map((s) => (s.position === position ? { ...s, target } : s));

describe('CheckState', () => {
  it('answers after each edit what checking the whole document afresh answers', () => {
    const state = new CheckState();
    state.reset(doc, context);
    expect(state.findings()).toEqual([]);
    let now = edit(doc, 3, 'Guarda el fichero 0');
    expect(state.apply([now[3]!])).toBe(true);
    expect(state.findings()).toEqual(checkDocument(now, context));
    expect(state.findings().map((f) => f.check)).toContain('inconsistent');
    now = edit(now, 3, 'Guarde el archivo 0.');
    state.apply([now[3]!]);
    expect(state.findings()).toEqual([]);
    expect(state.apply([{ ...doc[0]!, position: 99 }])).toBe(false);
  });
});

describe('createDocumentChecker with a worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the document once, then only the segments that changed, and again whole for a new context', async () => {
    const sent: CheckRequest[] = [];
    class FakeWorker {
      onmessage: ((e: { data: unknown }) => void) | null = null;
      onerror: unknown = null;
      private state = new CheckState();
      postMessage(request: CheckRequest) {
        sent.push(request);
        if (request.kind === 'all') this.state.reset(request.segments, request.context);
        else this.state.apply(request.changes);
        queueMicrotask(() => this.onmessage?.({ data: { id: request.id, findings: this.state.findings() } }));
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FakeWorker);
    const checker = createDocumentChecker();
    await checker.checkAll(doc, context);
    const now = edit(doc, 5, 'Guarda el fichero 2');
    await expect(checker.checkAll(now, context)).resolves.toEqual(checkDocument(now, context));
    await checker.checkAll(now, { ...context, ignoreIdentical: ['x'] });
    expect(sent.map((r) => (r.kind === 'all' ? `all ${r.segments.length}` : `changes ${r.changes.map((c) => c.position).join()}`))).toEqual(['all 12', 'changes 5', 'all 12']);
    checker.dispose();
  });
});
