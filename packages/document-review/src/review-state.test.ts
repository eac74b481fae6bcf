import { describe, expect, it } from 'vitest';
import type { DocumentReview, DocumentSegment } from '@lingua/contract';
import { adoptConflict, adoptSaved, editTarget, loadState, resolveConflict, unsavedOf } from './review-state.ts';
import { previewReplace, visibleRows, type RowQuery } from './review-filters.ts';
import { draftTargets } from './drafts.ts';

const seg = (position: number, target: string, extra: Partial<DocumentSegment> = {}): DocumentSegment => ({
  position,
  source: `source ${position}`,
  target,
  tags: position === 1 ? '<g1></g1>' : '',
  style: { kind: 'paragraph' },
  origin: 'ENGINE',
  engine: 'DeepL',
  status: 'DRAFT',
  editedBy: null,
  editedAt: null,
  ...extra,
});
const review = (segments: DocumentSegment[]): DocumentReview => ({
  jobRequestId: 'r1', fileKey: 'f', fileName: 'a.docx', languageId: 'de', sourceLanguageId: 'en', sourceFileName: 'a.docx',
  paired: true, pairingNote: null, version: 3, fileStale: false, fileVersion: 1, editable: true, rebuilding: false,
  rebuildFailure: null, total: segments.length, from: 0, segments,
});
const query = (over: Partial<RowQuery> = {}): RowQuery => ({ filter: 'all', search: '', searchIn: 'target', warned: new Set(), lastReview: null, ...over });

describe('review state', () => {
  it('keeps typing as unsaved until a save answers, and later typing stays the person’s', () => {
    let s = loadState(review([seg(0, 'Vertrag'), seg(1, '<g1>Haus</g1>')]));
    s = editTarget(s, 0, 'Kontrakt');
    expect(unsavedOf(s)).toEqual([{ position: 0, target: 'Kontrakt' }]);
    const sent = editTarget(s, 1, '<g1>Häuser</g1>');
    s = adoptSaved(sent, { version: 4, fileStale: true, segments: [seg(0, 'Kontrakt', { origin: 'CLIENT' })] });
    expect(s.version).toBe(4);
    expect(unsavedOf(s)).toEqual([{ position: 1, target: '<g1>Häuser</g1>' }]);
  });

  it('on a 409 takes untouched segments at once and asks only about those both changed', () => {
    let s = editTarget(loadState(review([seg(0, 'a'), seg(1, '<g1>b</g1>'), seg(2, 'c')])), 1, '<g1>mine</g1>');
    s = adoptConflict(s, 7, [seg(0, 'theirs 0', { editedBy: 'ann' }), seg(1, '<g1>theirs</g1>', { editedBy: 'ann' })]);
    expect(s.version).toBe(7);
    expect(s.targets[0]).toBe('theirs 0');
    expect(s.conflicts?.map((c) => c.position)).toEqual([1]);
    expect(resolveConflict(s, 1, 'mine')).toMatchObject({ conflicts: null, targets: ['theirs 0', '<g1>mine</g1>', 'c'] });
    expect(resolveConflict(s, 1, 'theirs').targets[1]).toBe('<g1>theirs</g1>');
  });

  it('filters and searches, and previews a replace with what it must skip', () => {
    let s = loadState(review([seg(0, 'Vertrag', { status: 'CONFIRMED' }), seg(1, '<g1>Vertrag</g1>'), seg(2, 'x', { editedBy: 'bo', editedAt: '2026-12-07T10:00:00Z' })]));
    expect(visibleRows(s, query({ filter: 'unconfirmed' }))).toEqual([1, 2]);
    expect(visibleRows(s, query({ filter: 'edited' }))).toEqual([2]);
    expect(visibleRows(s, query({ filter: 'sinceReview', lastReview: { at: '2026-12-07T09:00:00Z', by: 'me' } }))).toEqual([2]);
    // The server's list of what changed since the language's last decision (a confirm too) rules when given.
    expect(visibleRows(s, query({ filter: 'sinceReview', lastReview: { at: '2026-12-07T09:00:00Z', by: 'me' }, changed: new Set([0]) }))).toEqual([0]);
    expect(visibleRows(s, query({ search: 'VERTRAG' }))).toEqual([0, 1]);
    expect(visibleRows(s, query({ search: 'source 2', searchIn: 'source' }))).toEqual([2]);
    s = editTarget(s, 2, 'Vertrag');
    const preview = previewReplace(s, [0, 1, 2], 'Vertrag', 'Kontrakt', { caseSensitive: true, editable: true });
    expect([...preview.changes]).toEqual([[0, 'Kontrakt'], [1, '<g1>Kontrakt</g1>'], [2, 'Kontrakt']]);
    // A replacement bringing a tag the segment does not own would break it: skipped, not written.
    expect(previewReplace(s, [0, 1], 'Vertrag', 'K <x5/>', { caseSensitive: true, editable: true }).skipped).toEqual([0, 1]);
    expect(previewReplace(s, [0], 'Vertrag', 'K', { caseSensitive: true, editable: false }).skipped).toEqual([0]);
  });

  it('brings back drafts, and those typed over a text changed since as clashes', () => {
    const saved = [seg(0, 'a'), seg(1, 'b changed'), seg(2, 'c')];
    const { restored, clashes } = draftTargets({ version: 2, targets: { 0: ['a mine', 'a'], 1: ['b mine', 'b'], 2: ['c', 'x'] } }, saved);
    expect([...restored]).toEqual([[0, 'a mine'], [1, 'b mine']]);
    expect(clashes).toEqual([1]);
  });
});
