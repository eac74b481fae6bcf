// The saves without React: one at a time with the versions answered, a conflict that stops saving, and a
// transient failure tried again by itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobRequest, MediaSegments } from '@lingua/contract';
import { ApiError } from '@lingua/core';
import { fixtureMediaSegments } from '../fixtures/media-editor-fixtures.ts';
import { docOf, editTranslation } from './editor-state.ts';
import {
  MediaSaver,
  SAVE_DELAY_MS,
  SAVE_RETRY_MS,
  type SaverCalls,
  type SaverStatus,
} from './saver-state.ts';

const segments = fixtureMediaSegments({ id: 'jr-1', status: 'COMPLETED' } as JobRequest);
const file = segments.files[0]!;
const withVersion = (version: number): MediaSegments => ({
  ...segments,
  files: [{ ...file, translations: file.translations.map((t) => ({ ...t, version })) }],
});

function saverWith(saveTranslation: SaverCalls['saveTranslation']) {
  const statuses: SaverStatus[] = [];
  const calls: SaverCalls = {
    saveTranscript: vi.fn(),
    saveTranslation: vi.fn(saveTranslation),
    adopt: vi.fn(async () => {}),
  };
  const saver = new MediaSaver(
    () => calls,
    (s) => statuses.push(s),
  );
  const doc = docOf(file);
  saver.load(file, doc);
  return { saver, calls, statuses, doc };
}

const conflict = () =>
  new ApiError({
    url: '/v1/x',
    status: 409,
    statusText: 'Conflict',
    body: { message: 'changed', errorCode: 'MEDIA_SEGMENTS_CHANGED' },
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MediaSaver', () => {
  it('sends a change after the save delay, and one made during that save with the version it answered', async () => {
    let release = () => {};
    const first = new Promise<void>((resolve) => (release = resolve));
    let version = 2;
    const { saver, calls, doc } = saverWith(async (_i, _l, body) => {
      if (body.version === 2) await first;
      if (body.version !== version) throw conflict();
      return withVersion(++version);
    });
    const one = editTranslation(doc, 'esn', 's4', 'Gracias!');
    saver.edit(one);
    expect(saver.status.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    saver.edit(editTranslation(one, 'esn', 's4', 'Gracias!?'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    const exported = saver.saveNow();
    release();
    await exported;
    expect(vi.mocked(calls.saveTranslation).mock.calls.map(([, , body]) => body.version)).toEqual([2, 3]);
    expect(saver.status).toEqual({ state: 'saved', error: null, retrying: false });
  });

  it('stops saving after a conflict until the lines are loaded again', async () => {
    const { saver, calls, doc } = saverWith(async () => {
      throw conflict();
    });
    saver.edit(editTranslation(doc, 'esn', 's4', 'Gracias!'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saver.status.state).toBe('conflict');
    saver.edit(editTranslation(doc, 'esn', 's4', 'Gracias!!'));
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS.at(-1)!);
    expect(calls.saveTranslation).toHaveBeenCalledTimes(1);
  });

  it('tries a transient failure again after its pause, with the latest lines', async () => {
    let fail = true;
    const { saver, calls, doc } = saverWith(async () => {
      if (fail) {
        fail = false;
        throw new TypeError('Failed to fetch');
      }
      return withVersion(3);
    });
    saver.edit(editTranslation(doc, 'esn', 's4', 'Gracias!'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saver.status).toMatchObject({ state: 'error', retrying: true });
    saver.edit(editTranslation(doc, 'esn', 's4', 'Gracias!!'));
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS[0]!);
    expect(vi.mocked(calls.saveTranslation).mock.calls.at(-1)![2].segments[3]!.text).toBe('Gracias!!');
    expect(saver.status.state).toBe('saved');
  });
});
