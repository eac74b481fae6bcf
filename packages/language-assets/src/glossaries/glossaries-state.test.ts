// The Glossaries tab's state without React: choosing, paging, the entry form's rules and an import's errors.
import { describe, expect, it } from 'vitest';
import type { Glossary } from '@lingua/contract';
import { entryBody, entryErrors, entryValues, glossariesReducer, glossaryName, importErrors, importFormatOf, initialGlossariesState, pageFigures, refusedImport, shownGlossary } from './glossaries-state.ts';

const glossary = (id: string, target: string): Glossary => ({ id, sourceLanguageId: 'enu', targetLanguageId: target, entryCount: 0, updatedAt: '2026-11-28T00:00:00.000Z' });

describe('glossaries state', () => {
  it('starts a newly chosen glossary on its first page without a search', () => {
    let s = initialGlossariesState(10);
    s = glossariesReducer(s, { type: 'list', action: { type: 'query', query: 'pen' } });
    s = glossariesReducer(s, { type: 'list', action: { type: 'page', page: 3 } });
    expect(s.list).toEqual({ query: 'pen', pageSize: 10, page: 3 });
    s = glossariesReducer(s, { type: 'choose', glossaryId: 'b' });
    expect(s).toMatchObject({ glossaryId: 'b', list: { query: '', pageSize: 10, page: 1 } });
  });

  it('shows the chosen glossary while it exists, else the first', () => {
    const list = [glossary('a', 'esn'), glossary('b', 'fra')];
    expect(shownGlossary(list, 'b')?.id).toBe('b');
    expect(shownGlossary(list, 'gone')?.id).toBe('a');
    expect(shownGlossary([], null)).toBeUndefined();
    expect(glossaryName(list[0]!, [{ id: 'enu', name: 'English' }, { id: 'esn', name: 'Spanish' }] as never)).toBe('English → Spanish');
    expect(glossaryName(list[1]!, undefined)).toBe('enu → fra');
  });

  it('tells the footer which entries of how many a page holds', () => {
    expect(pageFigures({ query: '', pageSize: 10, page: 2 }, 3, 13)).toEqual({ pages: 2, current: 2, from: 11, to: 13, total: 13 });
    expect(pageFigures({ query: '', pageSize: 10, page: 1 }, 0, 0)).toEqual({ pages: 1, current: 1, from: 0, to: 0, total: 0 });
  });

  it('needs a source term, and a target term unless the term is not translated', () => {
    const values = { ...entryValues(null), sourceTerm: ' ', targetTerm: '' };
    expect(entryErrors(values)).toEqual({ sourceTerm: 'common.validation.required', targetTerm: 'languageAssets.glossaries.targetRequired' });
    expect(entryErrors({ ...values, sourceTerm: 'Acme', doNotTranslate: true })).toEqual({});
    expect(entryBody({ ...values, sourceTerm: ' Acme ', targetTerm: 'kept?', doNotTranslate: true, note: ' brand ' })).toEqual({ sourceTerm: 'Acme', targetTerm: '', doNotTranslate: true, caseSensitive: false, note: 'brand' });
  });

  it("reads an import's format from its name and its refusal as a list of errors", () => {
    expect([importFormatOf('terms.CSV'), importFormatOf('base.tbx'), importFormatOf('notes.docx')]).toEqual(['csv', 'tbx', undefined]);
    expect(refusedImport({ body: { message: 'Forbidden' } })).toBeNull();
    expect(refusedImport({ body: { message: 'One.\nLine 2: x', errorCode: 'INVALID_GLOSSARY_FILE' } })).toEqual({ summary: 'One.', errors: ['Line 2: x'] });
    expect(importErrors('The file has 2 errors; nothing was imported.\nLine 3: a\nLine 5: b')).toEqual({ summary: 'The file has 2 errors; nothing was imported.', errors: ['Line 3: a', 'Line 5: b'] });
  });
});
