// The media editor's saves, without React: what the server holds of the open file (the bodies last saved and
// the version each save must name), saves that follow each change within SAVE_DELAY_MS (the transcript first —
// it moves every language's version — then each changed language), one save at a time, transient failures
// tried again after growing pauses, and a 409 from another tab's save that stops saving until a reload.
import type {
  MediaSegmentFile,
  MediaSegments,
  SaveMediaTranscriptBody,
  SaveMediaTranslationBody,
} from '@lingua/contract';
import { ApiError } from '@lingua/core';
import { transcriptBody, translationBody, type EditorDoc } from './editor-state.ts';

/** How long after a change the save starts: within the 2 s a user expects, without a call per keystroke. */
export const SAVE_DELAY_MS = 600;

/**
 * Pauses before a failed save is tried again, one per attempt (the last repeats): a dropped connection or a
 * server briefly unavailable must not cost the user their edits, while a refusal (4xx) waits for their change.
 */
export const SAVE_RETRY_MS: readonly number[] = [2_000, 5_000, 10_000, 30_000];

export type SaveState = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

export interface SaverStatus {
  state: SaveState;
  error: unknown;
  /** Whether the failed save will be tried again by itself (a transient failure). */
  retrying: boolean;
}

/** The server calls a save makes, and what it does with the last answer (keep it as the cached read). */
export interface SaverCalls {
  saveTranscript(fileIndex: number, body: SaveMediaTranscriptBody): Promise<MediaSegments>;
  saveTranslation(
    fileIndex: number,
    languageId: string,
    body: SaveMediaTranslationBody,
  ): Promise<MediaSegments>;
  adopt(answer: MediaSegments): Promise<void>;
  onSaved?(): void;
  onFailed?(error: unknown): void;
}

interface Saved {
  fileIndex: number;
  transcript: string;
  translations: Record<string, string>;
  versions: { transcript: number } & Record<string, number>;
}

export const SAVED: SaverStatus = { state: 'saved', error: null, retrying: false };

/** No answer at all (fetch rejects), or the server busy or failing: worth asking again unchanged. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 409) return false;
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429 || error.status === 408;
}

export function versionsOf(answer: MediaSegments, fileIndex: number): Record<string, number> {
  const f = answer.files.find((x) => x.fileIndex === fileIndex);
  if (!f) return {};
  return {
    transcript: f.source.version,
    ...Object.fromEntries(f.translations.map((t) => [t.languageId, t.version])),
  };
}

function savedOf(file: MediaSegmentFile, doc: EditorDoc): Saved {
  return {
    fileIndex: file.fileIndex,
    transcript: JSON.stringify(transcriptBody(doc)),
    translations: Object.fromEntries(
      file.translations.map((t) => [t.languageId, JSON.stringify(translationBody(doc, t.languageId))]),
    ),
    versions: {
      transcript: file.source.version,
      ...Object.fromEntries(file.translations.map((t) => [t.languageId, t.version])),
    },
  };
}

/** What of `doc` the server does not hold yet: the transcript's body when it changed, and the changed languages. */
export function changesOf(
  doc: EditorDoc,
  saved: Pick<Saved, 'transcript' | 'translations'>,
): { transcript: string | null; languages: string[] } {
  const transcript = JSON.stringify(transcriptBody(doc));
  return {
    transcript: transcript === saved.transcript ? null : transcript,
    languages: Object.keys(doc.translations).filter(
      (l) => JSON.stringify(translationBody(doc, l)) !== saved.translations[l],
    ),
  };
}

export class MediaSaver {
  status: SaverStatus = SAVED;
  private saved: Saved | null = null;
  private doc: EditorDoc | null = null;
  private queue: Promise<void> | null = null;
  private delay: ReturnType<typeof setTimeout> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;

  private readonly calls: () => SaverCalls;
  private readonly onStatus: (status: SaverStatus) => void;

  /** `calls` is asked at each save, so the saver always uses the latest callbacks of its owner. */
  constructor(calls: () => SaverCalls, onStatus: (status: SaverStatus) => void) {
    this.calls = calls;
    this.onStatus = onStatus;
  }

  /** A file read from the server: its lines are what is saved, and saving starts afresh. */
  load(file: MediaSegmentFile, doc: EditorDoc): void {
    this.rebase(file, doc);
    this.set(SAVED);
  }

  /** The server's lines became the document (an import, "Update translations"): nothing of it is unsaved. */
  rebase(file: MediaSegmentFile, doc: EditorDoc): void {
    this.saved = savedOf(file, doc);
    this.doc = doc;
  }

  /** The version a call naming `languageId`'s lines (or the transcript's) must send. */
  versionOf(languageId: string | 'transcript'): number {
    return this.saved?.versions[languageId] ?? 1;
  }

  /**
   * The user changed the document: saved within SAVE_DELAY_MS of the first unsaved change (not postponed by more
   * typing). Not while a conflict stops saving, nor while a failed save waits for its next attempt (which sends the
   * latest lines); a refused save is sent again only when the user changes something.
   */
  edit(doc: EditorDoc): void {
    this.doc = doc;
    if (!this.saved || this.status.state === 'conflict' || this.retry || this.delay) return;
    const { transcript, languages } = changesOf(doc, this.saved);
    if (transcript === null && languages.length === 0) return;
    this.set({ ...this.status, state: 'pending' });
    this.delay = setTimeout(() => {
      this.delay = null;
      void this.saveNow();
    }, SAVE_DELAY_MS);
  }

  /**
   * Saves run one at a time in the order asked, each starting only when the one before it has its answer: two
   * saves that waited for the same one would both name its version, and the second would be refused with 409.
   */
  saveNow(): Promise<void> {
    const next = (this.queue ?? Promise.resolve()).then(() => this.saveOnce());
    this.queue = next;
    void next.finally(() => {
      if (this.queue === next) this.queue = null;
    });
    return next;
  }

  /** A failure the user must see: a save's, or an action's that saved first. */
  fail(error: unknown): void {
    this.set({
      state: error instanceof ApiError && error.status === 409 ? 'conflict' : 'error',
      error,
      retrying: this.status.retrying,
    });
    this.calls().onFailed?.(error);
  }

  /** The user reloads the lines: whatever stopped saving is over. */
  reset(): void {
    this.set(SAVED);
  }

  dispose(): void {
    if (this.delay) clearTimeout(this.delay);
    if (this.retry) clearTimeout(this.retry);
    this.delay = this.retry = null;
  }

  private async saveOnce(): Promise<void> {
    const base = this.saved;
    const doc = this.doc;
    if (!base || !doc) return;
    const { transcript, languages } = changesOf(doc, base);
    if (transcript === null && languages.length === 0) {
      if (this.status.state === 'pending') this.set(SAVED);
      return;
    }
    this.set({ ...this.status, state: 'saving' });
    try {
      await this.send(base, doc, transcript, languages);
      this.attempt = 0;
      this.set({ state: this.doc === doc ? 'saved' : 'pending', error: null, retrying: false });
      this.calls().onSaved?.();
    } catch (error) {
      this.failSave(error);
    }
  }

  private async send(
    base: Saved,
    doc: EditorDoc,
    transcript: string | null,
    languages: string[],
  ): Promise<void> {
    const calls = this.calls();
    let answer: MediaSegments | null = null;
    if (transcript !== null) {
      answer = await calls.saveTranscript(base.fileIndex, {
        version: base.versions.transcript,
        segments: transcriptBody(doc),
      });
      base.transcript = transcript;
      Object.assign(base.versions, versionsOf(answer, base.fileIndex));
    }
    for (const languageId of languages) {
      answer = await calls.saveTranslation(base.fileIndex, languageId, {
        version: base.versions[languageId] ?? 1,
        segments: translationBody(doc, languageId),
      });
      base.translations[languageId] = JSON.stringify(translationBody(doc, languageId));
      Object.assign(base.versions, versionsOf(answer, base.fileIndex));
    }
    if (answer) await calls.adopt(answer);
  }

  /** A save failed: a transient failure is tried again after a pause, growing with each attempt. */
  private failSave(error: unknown): void {
    const transient = isTransient(error);
    this.status = { ...this.status, retrying: transient };
    this.fail(error);
    if (!transient || this.retry) return;
    const pause = SAVE_RETRY_MS[Math.min(this.attempt, SAVE_RETRY_MS.length - 1)]!;
    this.attempt++;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.saveNow();
    }, pause);
  }

  private set(status: SaverStatus): void {
    this.status = status;
    this.onStatus(status);
  }
}
