// Storybook fixtures of the Glossaries tab and the translation memory card: Acme's glossary, its terms and the
// refusals of a file with errors, as the server answers them.
import type { Glossary, GlossaryEntry } from '@lingua/contract';
import { accountOf, clientAdminUser, status, type StoryAnswer } from '@lingua/core/test/story-session';

export const languages = [{ id: 'eng', name: 'English' }, ...['Arabic', 'French', 'German', 'Spanish'].map((name) => ({ id: name.slice(0, 3).toLowerCase(), name }))];

/** Acme's English → Spanish glossary (decision 134), as the Glossaries tab reads it. */
export const acmeGlossary: Glossary = { id: '7d9f4c52-3c1e-4b8a-9a51-0c2f0e6f7a10', sourceLanguageId: 'eng', targetLanguageId: 'spa', entryCount: 12, updatedAt: '2026-11-28T00:00:00.000Z' };
const TERMS: Array<[string, string | null, string?]> = [
  ['Acme Health', null, 'Company name'],
  ['blood pressure monitor', 'tensiómetro'],
  ['co-payment', 'copago'],
  ['emergency room', 'sala de urgencias'],
  ['insurance card', 'tarjeta sanitaria', 'Not "tarjeta de seguro"'],
  ['LinguaCare', null],
  ['nurse practitioner', 'enfermero de práctica avanzada'],
  ['outpatient', 'ambulatorio'],
  ['pharmacy', 'farmacia'],
  ['prescription', 'receta médica'],
  ['primary care', 'atención primaria'],
  ['referral', 'derivación'],
];
export const glossaryEntries: GlossaryEntry[] = TERMS.map(([sourceTerm, target, note], i) => ({
  id: `b1e2c3d4-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  sourceTerm,
  targetTerm: target ?? '',
  doNotTranslate: target === null,
  caseSensitive: sourceTerm === 'LinguaCare',
  note: note ?? '',
  updatedAt: acmeGlossary.updatedAt,
}));
const glossaryPath = `/clientConfigs/1/glossaries/${acmeGlossary.id}`;
export const IMPORT_ERRORS =
  'The file has 3 errors; nothing was imported.\nLine 3: The source term is required\nLine 7: "maybe" is not yes or no in Do not translate\nLine 9: "pharmacy" is already in the file (Line 4)';

/** The routes of the Glossaries tab: Acme's glossary and a page of its terms (the page size the call asks for). */
export function glossaryRoutes(over: Record<string, StoryAnswer> = {}): Record<string, StoryAnswer> {
  return {
    'GET /userAccount': accountOf(clientAdminUser),
    'GET /languages': languages,
    'GET /clientConfigs/1/glossaries': [acmeGlossary],
    'GET /clientConfigs/1/translationMemory': { units: 248, pairs: [{ sourceLanguageId: 'eng', targetLanguageId: 'spa', units: 248 }] },
    'POST /clientConfigs/1/translationMemory/actions/import': status(400, {
      message: 'The file has 2 errors; nothing was imported.\nLine 14: the language xx-XX is not one the portal knows\nLine 40: a tu needs a source segment and at least one translation',
      errorCode: 'INVALID_TMX_FILE',
    }),
    [`GET ${glossaryPath}/entries`]: ({ url }: { url: URL }) => {
      const size = Number(url.searchParams.get('pageSize') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      return { status: 200, body: { items: glossaryEntries.slice((page - 1) * size, page * size), totalItems: glossaryEntries.length } };
    },
    [`POST ${glossaryPath}/actions/import`]: status(400, { message: IMPORT_ERRORS, errorCode: 'INVALID_GLOSSARY_FILE' }),
    ...over,
  };
}
