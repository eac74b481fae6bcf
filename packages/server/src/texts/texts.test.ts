// The server's catalogues (decision 190) by the browser's rules (core's test/catalogue-check.ts: every English key, no
// other, the same placeholders, each plural form the language's CLDR rules name, nothing left in English unless the
// UI glossary keeps it), the Accept-Language parser, and the texts' lookup, isolation and formats.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, sameAsEnglish } from '@lingua/core/test/catalogue-check';
import { acceptedLanguages, CATALOGUES, LANGUAGES, languageFor, textsIn } from './index.ts';

const glossary = sameAsEnglish(readFileSync(path.resolve(import.meta.dirname, '../../../../docs/ui-glossary.md'), 'utf8'));

describe('the server catalogues', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has every English text, its placeholders and plural forms, translated`, () => {
      expect(checkCatalogue(CATALOGUES.en, CATALOGUES[language], language, glossary)).toEqual([]);
    });
  }
});

describe('Accept-Language', () => {
  it('orders the ranges by q-value, then as sent, and leaves out q=0', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de', '*']);
    expect(acceptedLanguages('en;q=0.2,ja;q=0.9 , ar;q=0')).toEqual(['ja', 'en']);
    expect(acceptedLanguages('de;q=1.0,es')).toEqual(['de', 'es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(['de-DE', 'en;q=0.5'])).toEqual(['de-DE', 'en']);
  });

  it('chooses by the primary subtag the first of our languages, else English', () => {
    expect(languageFor(null, 'de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFor(null, 'pt-BR, ar-AE;q=0.8, en;q=0.7')).toBe('ar');
    expect(languageFor(null, 'zh-CN, ko;q=0.9')).toBe('en');
    expect(languageFor(null, 'en;q=0.1, ja;q=0.9')).toBe('ja');
    expect(languageFor(null, 'de;q=0, fr;q=0.3')).toBe('fr');
    expect(languageFor(null, 'garbage;;q=x, es')).toBe('es');
    expect(languageFor(null, undefined)).toBe('en');
  });

  it('puts the stored preference first', () => {
    expect(languageFor('ar', 'de-DE')).toBe('ar');
    expect(languageFor(null, 'de-DE')).toBe('de');
    expect(languageFor(undefined, ['fr', 'ja'])).toBe('fr');
  });
});

describe('texts in a language', () => {
  it('reads the language’s text, English where it has none, the key where nobody has it', () => {
    expect(textsIn('de').t('signIn.title')).toBe('Anmelden');
    expect(textsIn('de').t('notice.title.message_created', { name: 'X' })).toBe('Neue Nachricht zu „X“');
    expect(textsIn(null).t('signIn.title')).toBe('Sign in');
    expect(textsIn('de').t('no.such.key' as 'signIn.title')).toBe('no.such.key');
  });

  it('picks the plural form by the language’s rules, Arabic’s six included', () => {
    const ar = textsIn('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('pdf.pages', { count }))).toEqual([
      '\u20680\u2069 صفحة',
      'صفحة واحدة',
      'صفحتان',
      '\u20683\u2069 صفحات',
      '\u206811\u2069 صفحة',
      '\u2068100\u2069 صفحة',
    ]);
    expect(textsIn('ja').t('pdf.pages', { count: 1 })).toBe('1ページ');
    expect(textsIn('en').t('pdf.pages', { count: 1 })).toBe('1 page');
  });

  it('isolates values right to left, except a link, which a mail program would break', () => {
    const ar = textsIn('ar');
    expect(ar.t('notice.open', { link: 'https://x.test/a' })).toBe('افتحه في Lingua Portal: https://x.test/a');
    expect(ar.t('common.reference', { id: 'R-1' })).toBe('المرجع: \u2068R-1\u2069');
    expect(textsIn('de').t('common.reference', { id: 'R-1' })).toBe('Referenz: R-1');
    expect(ar.dir).toBe('rtl');
    expect(textsIn('ja').dir).toBe('ltr');
  });

  it('formats money, dates, waits and sizes in the language’s way, English as it always read', () => {
    const day = new Date('2026-03-04T23:30:00Z');
    expect([textsIn('en').usd(1234.5), textsIn('en').date(day), textsIn('en').wait(30), textsIn('en').wait(900)]).toEqual([
      '1234.50 USD',
      '03/04/2026',
      '30 seconds',
      '15 minutes',
    ]);
    expect([textsIn('de').usd(1234.5), textsIn('de').date(day), textsIn('de').wait(900), textsIn('de').bytes(2048)]).toEqual([
      '1.234,50\u00a0USD',
      '04.03.2026',
      '15 Minuten',
      '2.048 Byte',
    ]);
    expect(textsIn('ar').wait(1)).toBe('ثانية');
    expect(textsIn('ja').list(['英語', 'ドイツ語'])).toBe('英語、ドイツ語');
  });
});
