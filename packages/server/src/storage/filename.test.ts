import { describe, expect, it } from 'vitest';
import { contentDisposition, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './filename.ts';
import { keyProblem } from './keys.ts';

describe('sanitizeFileName (spec 1 §5, spec 2 §5)', () => {
  it('replaces special characters with hyphens', () => {
    expect(sanitizeFileName('report<1>:final?.docx')).toBe('report-1--final-.docx');
    expect(sanitizeFileName('a/b\\c|d*e"f.txt')).toBe('a-b-c-d-e-f.txt');
    expect(sanitizeFileName('tab\there\nnewline.txt')).toBe('tab-here-newline.txt');
    expect(sanitizeFileName('50% off & more#1.pdf')).toBe('50- off - more-1.pdf');
  });

  it('keeps letters of every script, digits, spaces and ordinary separators', () => {
    expect(sanitizeFileName('Übersetzung (final)_v2.docx')).toBe('Übersetzung (final)_v2.docx');
    expect(sanitizeFileName('报告 2024.pdf')).toBe('报告 2024.pdf');
    expect(sanitizeFileName('résumé-[draft].odt')).toBe('résumé-[draft].odt');
  });

  it('trims leading and trailing space, dot, hyphen and underscore', () => {
    expect(sanitizeFileName('  ._-name.txt-_. ')).toBe('name.txt');
    expect(sanitizeFileName('...hidden')).toBe('hidden');
    expect(sanitizeFileName('<<report>>')).toBe('report');
    expect(sanitizeFileName('../../etc/passwd')).toBe('etc-passwd');
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(sanitizeFileName('')).toBe('');
    expect(sanitizeFileName(' ._-?*')).toBe('');
  });

  it('caps the name at 255 characters, keeping a short extension', () => {
    const long = `${'a'.repeat(300)}.docx`;
    const out = sanitizeFileName(long);
    expect(out).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(out.endsWith('.docx')).toBe(true);
    expect(sanitizeFileName('b'.repeat(400))).toBe('b'.repeat(255));
    // Counted in characters (code points), never splitting one.
    const emoji = sanitizeFileName('報'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(255);
  });

  it('trims again after cutting, so the cap never leaves a trailing separator', () => {
    const out = sanitizeFileName(`${'a'.repeat(250)}_____${'b'.repeat(50)}.txt`);
    expect(out).toBe(`${'a'.repeat(250)}.txt`);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name, with no quote or line break', () => {
    expect(contentDisposition('Übersetzung "final".pdf', false)).toBe(
      `attachment; filename="Ubersetzung -final-.pdf"; filename*=UTF-8''%C3%9Cbersetzung%20-final-.pdf`,
    );
    expect(contentDisposition('a\r\nSet-Cookie: x=1.txt', true)).toMatch(/^inline; filename="a--Set-Cookie- x-1.txt"/);
    expect(contentDisposition('???', false)).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});

describe('keyProblem', () => {
  it('accepts ordinary keys', () => {
    expect(keyProblem('tmp/anon/abc/report final.pdf')).toBeNull();
    expect(keyProblem('tmp/u/1/x/a..b.txt')).toBeNull();
  });

  it('refuses traversal, absolute keys, NUL, backslashes and empty segments', () => {
    for (const key of ['', '/etc/passwd', 'tmp/../x', 'tmp/./x', 'tmp//x', 'tmp/x/', 'tmp/a\u0000b', 'tmp\\x', 'tmp/..', `tmp/${'a'.repeat(256)}`]) {
      expect(keyProblem(key), key).not.toBeNull();
    }
  });
});
