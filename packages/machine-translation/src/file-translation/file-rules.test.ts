import { describe, expect, it } from 'vitest';
import { addFiles, forcedTargets, isAcceptedDocument, requestNameFor, targetLanguagesError } from './file-rules.ts';

const MB = 1_048_576;
const file = (name: string, size = 1000, type = '') => ({ name, size, type }) as File;
const limits = { maxFileSizeMB: 100, maxFilesPerRequest: 10 };

describe('file rules (spec 3 §5, §9)', () => {
  it('accepts Word, PowerPoint, Excel (old and new), PDF and plain text only', () => {
    for (const name of ['a.doc', 'a.docx', 'a.ppt', 'a.pptx', 'a.xls', 'a.xlsx', 'a.pdf', 'a.txt', 'UPPER.DOCX']) expect(isAcceptedDocument(file(name))).toBe(true);
    for (const name of ['a.exe', 'a.png', 'a.mp4', 'a.zip', 'a.odt', 'noextension']) expect(isAcceptedDocument(file(name))).toBe(false);
  });

  it('gives each broken rule its own message', () => {
    const result = addFiles([], [file('virus.exe'), file('big.pdf', 101 * MB), file('ok.docx')], limits);
    expect(result.files.map((f) => f.name)).toEqual(['ok.docx']);
    expect(result.messages).toEqual([
      { key: 'machineTranslation.file.validation.fileType', vars: { fileName: 'virus.exe' } },
      { key: 'machineTranslation.file.validation.fileTooLarge', vars: { fileName: 'big.pdf', max: 100 } },
    ]);
  });

  it('limits the count to maxFilesPerRequest', () => {
    const result = addFiles([file('1.txt', 1)], [file('2.txt', 2), file('3.txt', 3)], { ...limits, maxFilesPerRequest: 2 });
    expect(result.files).toHaveLength(2);
    expect(result.messages).toEqual([{ key: 'machineTranslation.file.validation.tooManyFiles', vars: { max: 2 } }]);
  });

  it('keeps the total under 262144000 bytes', () => {
    const result = addFiles([], [file('a.pdf', 100 * MB), file('b.pdf', 100 * MB), file('c.pdf', 50 * MB)], limits);
    // 250 MB exactly is 262144000 bytes: not under the limit.
    expect(result.files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(result.messages).toEqual([{ key: 'machineTranslation.file.validation.totalTooLarge' }]);
    expect(addFiles([], [file('a.pdf', 100 * MB), file('b.pdf', 100 * MB), file('c.pdf', 50 * MB - 1)], limits).messages).toEqual([]);
  });

  it('checks targets: required, at most 10, never the source', () => {
    expect(targetLanguagesError('enu', [])).toEqual({ key: 'common.validation.required' });
    expect(targetLanguagesError('enu', Array.from({ length: 11 }, (_, i) => `l${i}`))).toEqual({ key: 'machineTranslation.file.validation.tooManyTargets', vars: { max: 10 } });
    expect(targetLanguagesError('enu', Array.from({ length: 10 }, (_, i) => `l${i}`))).toBeUndefined();
    expect(targetLanguagesError('esn', ['esn', 'enu'])).toEqual({ key: 'machineTranslation.file.validation.targetIsSource' });
  });

  it('forces English for a non-English source', () => {
    expect(forcedTargets('esn')).toEqual(['enu']);
    expect(forcedTargets('enu')).toBeUndefined();
    expect(forcedTargets(null)).toBeUndefined();
  });

  it('names the request after its files', () => {
    expect(requestNameFor([file('a.docx')])).toBe('a.docx');
    expect(requestNameFor([file('a.docx'), file('b.pdf'), file('c.txt')])).toBe('a.docx +2');
  });
});
