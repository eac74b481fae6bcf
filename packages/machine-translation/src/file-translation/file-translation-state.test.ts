// The document form's state without React: English forced for another source, problems on submit, the reset
// after a submission and its outcome cleared by the next change.
import { describe, expect, it } from 'vitest';
import { fileTranslationReducer as reduce, type FileTranslationAction, hasProblems, initialFileTranslation as initial, problemsOf } from './file-translation-state.ts';

const doc = new File(['x'], 'a.docx');

describe('file translation state', () => {
  it('forces English for a non-English source and lets the user pick again back in English', () => {
    const spanish = reduce(reduce(initial, { type: 'targets', targets: ['esn', 'cat'] }), { type: 'source', source: 'esn' });
    expect(spanish.targets).toEqual(['enu']);
    expect(reduce(spanish, { type: 'source', source: 'enu' }).targets).toEqual([]);
  });

  it('finds every problem on submit', () => {
    const problems = problemsOf(reduce(initial, { type: 'source', source: null }));
    expect(problems.source?.key).toBe('machineTranslation.file.validation.sourceRequired');
    expect(problems.targets?.key).toBe('common.validation.required');
    expect(problems.files?.key).toBe('machineTranslation.file.validation.filesRequired');
    const ready = reduce(reduce(initial, { type: 'targets', targets: ['esn'] }), { type: 'dropped', files: [doc], messages: [] });
    expect(hasProblems(problemsOf(ready))).toBe(false);
  });

  it('resets after a submission, and the next change clears its outcome', () => {
    let state = reduce(reduce(initial, { type: 'targets', targets: ['esn'] }), { type: 'dropped', files: [doc], messages: [] });
    state = reduce(reduce(state, { type: 'progress', percent: 95, phase: 'creating' }), { type: 'submitted' });
    expect(state).toMatchObject({ files: [], targets: [], succeeded: true, progress: { percent: 100, phase: 'done' } });
    const changes: FileTranslationAction[] = [{ type: 'targets', targets: ['cat'] }, { type: 'source', source: 'esn' }, { type: 'dropped', files: [doc], messages: [] }];
    for (const change of changes) {
      expect(reduce(state, change)).toMatchObject({ succeeded: false, progress: null });
    }
  });

  it('drops the file a malware-scan refusal named and keeps the others', () => {
    const other = new File(['y'], 'b.docx');
    const ready = reduce(initial, { type: 'dropped', files: [doc, other], messages: [] });
    const failed = reduce(ready, { type: 'failed', error: new Error('refused'), refused: 'a.docx' });
    expect(failed.files.map((f) => f.name)).toEqual(['b.docx']);
    expect(reduce(ready, { type: 'failed', error: new Error('offline') }).files).toHaveLength(2);
  });
});
