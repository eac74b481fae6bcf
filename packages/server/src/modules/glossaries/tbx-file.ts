// Glossaries as TBX-Basic (ISO 30042, decision 134). Written in TBX v3's DCA style (conceptEntry, langSec,
// termSec); read in that style and in the older TBX-Basic of 2008 (martif, termEntry, langSet, tig/ntig) that
// many tools still export. A concept gives one entry: its first term in the glossary's source language and its
// first term in the target language; `note` elements become the note. TBX-Basic has no data category for our two
// flags, so a target term equal to the source term means "do not translate", and case sensitivity travels as
// `<admin type="projectSubset">caseSensitive</admin>` (an administrative category TBX-Basic allows).
// Read safely by lib/file-xml.ts (nothing fetched, no entity declared).
import { readFileXml } from '../../lib/file-xml.ts';
import type { FileEntry, ParsedFile, StoredEntry } from './csv-file.ts';

const CASE_SENSITIVE = 'caseSensitive';

interface Concept {
  line: number;
  id: string;
  /** Terms by language code as written (xml:lang). */
  terms: Array<{ lang: string; term: string }>;
  notes: string[];
  caseSensitive: boolean;
}

/** Whether an xml:lang names one of the glossary's languages (its BCP-47 code, or its portal id). */
export type LanguageTest = (lang: string) => boolean;

const CONCEPT = new Set(['conceptEntry', 'termEntry']);
const LANG = new Set(['langSec', 'langSet']);

function readConcepts(xml: string, errors: string[]): Concept[] {
  const concepts: Concept[] = [];
  let concept: Concept | undefined;
  let lang = '';
  let capture: 'term' | 'note' | 'admin' | undefined;
  let text = '';
  const problems = readFileXml(xml, (parser) => {
    parser.on('opentag', (tag) => {
      const attrs = tag.attributes as Record<string, string>;
      if (CONCEPT.has(tag.name))
        concept = { line: parser.line, id: attrs.id ?? '', terms: [], notes: [], caseSensitive: false };
      else if (LANG.has(tag.name)) lang = attrs['xml:lang'] ?? '';
      else if (
        concept &&
        (tag.name === 'term' ||
          tag.name === 'note' ||
          (tag.name === 'admin' && attrs.type === 'projectSubset'))
      ) {
        capture = tag.name as 'term' | 'note' | 'admin';
        text = '';
      }
    });
    parser.on('text', (t) => {
      if (capture) text += t;
    });
    parser.on('closetag', (tag) => {
      if (concept && capture && tag.name === capture) {
        if (capture === 'term') concept.terms.push({ lang, term: text.trim() });
        else if (capture === 'note' && text.trim()) concept.notes.push(text.trim());
        else if (capture === 'admin' && text.trim() === CASE_SENSITIVE) concept.caseSensitive = true;
        capture = undefined;
      } else if (LANG.has(tag.name)) lang = '';
      else if (CONCEPT.has(tag.name) && concept) {
        concepts.push(concept);
        concept = undefined;
      }
    });
  });
  errors.push(...problems);
  return concepts;
}

function entryOf(
  c: Concept,
  n: number,
  source: LanguageTest,
  target: LanguageTest,
  errors: string[],
): FileEntry | undefined {
  const where = `Entry ${n}${c.id ? ` (${c.id})` : ''}, line ${c.line}`;
  const s = c.terms.find((t) => source(t.lang));
  const t = c.terms.find((x) => target(x.lang));
  if (!s?.term) errors.push(`${where}: no term in the source language`);
  if (!t?.term) errors.push(`${where}: no term in the target language`);
  if (!s?.term || !t?.term) return undefined;
  const doNotTranslate = t.term === s.term;
  return {
    where,
    body: {
      sourceTerm: s.term,
      targetTerm: doNotTranslate ? '' : t.term,
      doNotTranslate,
      caseSensitive: c.caseSensitive,
      note: c.notes.join('\n'),
    },
  };
}

export function parseTbx(xml: string, source: LanguageTest, target: LanguageTest): ParsedFile {
  const errors: string[] = [];
  const concepts = readConcepts(xml, errors);
  if (errors.length) return { entries: [], errors };
  if (concepts.length === 0)
    return { entries: [], errors: ['The file holds no conceptEntry (or termEntry) elements'] };
  const entries = concepts
    .map((c, i) => entryOf(c, i + 1, source, target, errors))
    .filter((e): e is FileEntry => !!e);
  return { entries, errors };
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function writeTbx(
  entries: readonly StoredEntry[],
  langs: { source: string; target: string; title: string },
): string {
  const concepts = entries.map((e, i) => {
    const admin = e.caseSensitive ? `\n        <admin type="projectSubset">${CASE_SENSITIVE}</admin>` : '';
    const note = e.note ? `\n      <note>${esc(e.note)}</note>` : '';
    return `    <conceptEntry id="c${i + 1}">${note}
      <langSec xml:lang="${esc(langs.source)}">
        <termSec><term>${esc(e.sourceTerm)}</term>${admin}</termSec>
      </langSec>
      <langSec xml:lang="${esc(langs.target)}">
        <termSec><term>${esc(e.doNotTranslate ? e.sourceTerm : e.targetTerm)}</term></termSec>
      </langSec>
    </conceptEntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dca" xml:lang="${esc(langs.source)}" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader>
    <fileDesc><sourceDesc><p>${esc(langs.title)}</p></sourceDesc></fileDesc>
  </tbxHeader>
  <text>
  <body>
${concepts.join('\n')}
  </body>
  </text>
</tbx>
`;
}
