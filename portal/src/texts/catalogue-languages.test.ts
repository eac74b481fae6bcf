// Every package's catalogues in the other languages (`languages/<code>.ts` beside `languages/en.ts`, decision 189)
// against its English one, by the rules of test/catalogue-check.ts and the UI glossary's list of texts that stay
// as English has them. Packages that register texts but have no such folder are listed as not yet translated.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@lingua/core';
import type { Language, TextResources } from '@lingua/core';
import { checkCatalogue, sameAsEnglish } from '@lingua/core/test/catalogue-check';

const root = path.resolve(import.meta.dirname, '../../..');
const glossary = sameAsEnglish(readFileSync(path.join(root, 'docs/ui-glossary.md'), 'utf8'));
const modules = import.meta.glob<{ default: TextResources }>(
  ['/packages/*/src/**/languages/*.ts', '/portal/src/**/languages/*.ts'],
  { eager: true },
);

const folders = new Map<string, Partial<Record<Language, TextResources>>>();
for (const [file, module] of Object.entries(modules)) {
  const language = path.basename(file, '.ts') as Language;
  const folder = path.dirname(file).slice(1);
  folders.set(folder, { ...folders.get(folder), [language]: module.default });
}

/** Packages whose texts are English only: none, so a package that registers texts without its languages fails. */
const NOT_YET_TRANSLATED: string[] = [];

function registersTexts(dir: string): boolean {
  return readdirSync(dir).some((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return false;
    if (statSync(file).isDirectory()) return registersTexts(file);
    return (
      /\.tsx?$/.test(name) && !name.includes('.test.') && /\bregisterTexts\(/.test(readFileSync(file, 'utf8'))
    );
  });
}

describe('the catalogues in other languages', () => {
  it('are found for core and the portal, each in every language', () => {
    expect([...folders.keys()].sort()).toEqual(
      expect.arrayContaining([
        'packages/core/src/i18n/languages',
        'portal/src/texts/languages',
        'portal/src/texts/content/languages',
      ]),
    );
    for (const [folder, languages] of folders)
      expect(Object.keys(languages).sort(), folder).toEqual([...LANGUAGES].sort());
  });

  for (const [folder, languages] of folders) {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${folder}: ${language} has every English text, its placeholders and plural forms, translated`, () => {
        expect(checkCatalogue(languages.en!, languages[language]!, language, glossary)).toEqual([]);
      });
    }
  }

  it('list the packages not yet translated', () => {
    const translated = new Set([...folders.keys()].map((folder) => folder.split('/')[1]));
    const untranslated = readdirSync(path.join(root, 'packages'))
      .filter((name) => name !== 'server' && name !== 'contract' && !translated.has(name))
      .filter((name) => registersTexts(path.join(root, 'packages', name, 'src')));
    console.info(`Not yet translated: ${untranslated.join(', ')}`);
    expect(untranslated).toEqual(NOT_YET_TRANSLATED);
  });
});

describe('the catalogue check', () => {
  const english = {
    a: { title: 'Files of {{name}}', count_one: '{{count}} file', count_other: '{{count}} files' },
    status: 'Status',
  };
  const none = new Map<string, Set<string>>();

  it('passes a complete translation', () => {
    const de = {
      a: { title: 'Dateien von {{name}}', count_one: '{{count}} Datei', count_other: '{{count}} Dateien' },
      status: 'Zustand',
    };
    expect(checkCatalogue(english, de, 'de', none)).toEqual([]);
  });

  it('fails a missing key, an extra key, a lost or added placeholder', () => {
    const de = {
      a: {
        title: 'Dateien von {{owner}}',
        count_one: '{{count}} Datei',
        count_other: '{{count}} Dateien',
        extra: 'Mehr',
      },
    };
    expect(checkCatalogue(english, de, 'de', none)).toEqual([
      'de a.title: placeholder {{name}} missing',
      'de a.title: placeholder {{owner}} added',
      'de status: key missing',
      'de a.extra: key not in English',
    ]);
  });

  it('asks for every plural form the language’s CLDR rules name', () => {
    const ar = {
      a: { title: 'ملفات {{name}}', count_one: 'ملف واحد', count_other: '{{count}} ملف' },
      status: 'الحالة',
    };
    expect(checkCatalogue(english, ar, 'ar', none)).toEqual([
      'ar a.count_zero: plural form missing',
      'ar a.count_two: plural form missing',
      'ar a.count_few: plural form missing',
      'ar a.count_many: plural form missing',
    ]);
    const ja = {
      a: { title: '{{name}} のファイル', count_one: '{{count}} 件', count_other: '{{count}} 件' },
      status: 'ステータス',
    };
    expect(checkCatalogue(english, ja, 'ja', none)).toEqual(['ja a.count_one: plural form ja does not use']);
  });

  it('fails a text left in English unless the glossary keeps it so', () => {
    const de = {
      a: { title: 'Dateien von {{name}}', count_one: '{{count}} Datei', count_other: '{{count}} Dateien' },
      status: 'Status',
    };
    expect(checkCatalogue(english, de, 'de', none)).toEqual(['de status: same as English ("Status")']);
    expect(checkCatalogue(english, de, 'de', new Map([['de', new Set(['Status'])]]))).toEqual([]);
  });
});
