// The media form's state without React: files refused on drop, targets following the source, the required
// fields of each project type, and the body a filled-in request sends.
import { describe, expect, it } from 'vitest';
import {
  effectiveTargets,
  initialMediaRequest as initial,
  isBusy,
  mediaRequestInput,
  mediaRequestReducer as reduce,
  type MediaRequestAction,
  type MediaRequestState,
  missingFields,
  subtitleFormatsShown,
} from './media-request-state.ts';

const clip = new File(['x'], 'clinic.mp4', { type: 'video/mp4' });
const run = (...actions: MediaRequestAction[]): MediaRequestState => actions.reduce(reduce, initial);

describe('media request state', () => {
  it('lists a dropped media file once and refuses one of another type by name', () => {
    const state = run({ type: 'dropped', files: [clip, new File(['x'], 'notes.docx')] }, { type: 'dropped', files: [clip] });
    expect(state.files).toEqual([clip]);
    expect(state.refused).toEqual([]);
    const refused = reduce(state, { type: 'dropped', files: [new File(['x'], 'notes.docx')] });
    expect(refused.refused).toEqual(['notes.docx']);
    expect(reduce(refused, { type: 'removed', file: clip })).toMatchObject({ files: [], refused: [] });
  });

  it('drops the new source from the targets, and a transcription is for its source alone', () => {
    const state = run({ type: 'targets', targets: ['esn', 'cat'] }, { type: 'source', source: 'esn' });
    expect(state.targets).toEqual(['cat']);
    expect(effectiveTargets(state, 'TRANSCRIPTION_AND_TRANSLATION')).toEqual(['cat']);
    expect(effectiveTargets(state, 'TRANSCRIPTION')).toEqual(['esn']);
    expect(effectiveTargets(initial, 'TRANSCRIPTION')).toEqual([]);
  });

  it('names the required fields left empty; a transcription has no targets to choose', () => {
    expect(missingFields(initial, 'DUBBING')).toEqual(['name', 'source', 'targets', 'files']);
    expect(missingFields(initial, 'TRANSCRIPTION')).toEqual(['name', 'source', 'files']);
    const filled = run({ type: 'name', name: ' Welcome ' }, { type: 'source', source: 'enu' }, { type: 'targets', targets: ['esn'] }, { type: 'dropped', files: [clip] });
    expect(missingFields(filled, 'DUBBING')).toEqual([]);
    expect(missingFields(reduce(filled, { type: 'name', name: '   ' }), 'DUBBING')).toEqual(['name']);
  });

  it('sends the trimmed name, the targets, and voices only for a dub', () => {
    const filled = run(
      { type: 'name', name: ' Welcome ' },
      { type: 'source', source: 'enu' },
      { type: 'targets', targets: ['esn'] },
      { type: 'dropped', files: [clip] },
      { type: 'voice', languageId: 'esn', voiceName: 'Lucia' },
    ) as MediaRequestState & { source: string };
    expect(mediaRequestInput(filled, 'DUBBING')).toEqual({
      requestName: 'Welcome',
      files: [clip],
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      subtitlesType: 'srt',
      isDubbingRequested: true,
      dubbingVoices: [{ languageId: 'esn', voiceName: 'Lucia' }],
      isSubtitleEmbeddingRequested: false,
    });
    expect(mediaRequestInput(filled, 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO')).toMatchObject({ isDubbingRequested: false, dubbingVoices: [], isSubtitleEmbeddingRequested: true });
    expect(mediaRequestInput(filled, 'TRANSCRIPTION').targetLanguageIds).toEqual(['enu']);
  });

  it('is busy while a submission runs, and keeps its error until the next try', () => {
    const sending = run({ type: 'submitting' }, { type: 'progress', percent: 40, phase: 'uploading' });
    expect(isBusy(sending)).toBe(true);
    expect(isBusy(reduce(sending, { type: 'submitted' }))).toBe(false);
    const failed = reduce(sending, { type: 'failed', error: new Error('offline') });
    expect(failed).toMatchObject({ progress: null, submitError: new Error('offline') });
    expect(reduce(failed, { type: 'submitting' }).submitError).toBeNull();
  });

  it('offers the basic subtitle types, all fifteen under More options, and keeps a chosen extra one shown', () => {
    expect(subtitleFormatsShown(false, 'srt')).toHaveLength(4);
    expect(subtitleFormatsShown(true, 'srt')).toHaveLength(15);
    expect(subtitleFormatsShown(false, 'ttml')).toEqual([...subtitleFormatsShown(false, null), 'ttml']);
  });
});
